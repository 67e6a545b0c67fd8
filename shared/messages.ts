// Messages between a family and a teacher (issue 35, api.md "Messages between a family and a teacher"): the requests'
// contracts, the limits, and the answers, shared by the server and the Messages page.
import { z } from "zod";
import { dbId, noNul, NUL_MESSAGE } from "./fields";

/** A message's length, and how many a user may send a minute (429 beyond). */
export const MESSAGE_MAX = 2000;
export const MESSAGES_PER_MINUTE = 30;
/** At most one email per conversation per this many minutes; the email shows no text, only a link. */
export const MESSAGE_EMAIL_EVERY_MINUTES = 15;
/** A thread's page. */
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_PAGE_DEFAULT = 50;
export const REPORT_REASON_MAX = 1000;

const positive = (name: string) =>
  z
    .number({ error: `${name} must be a user id` })
    .int(`${name} must be a user id`)
    .positive(`${name} must be a user id`)
    .max(2_147_483_647, `${name} must be a user id`);

/** POST /api/conversations: a parent names the teacher, a teacher the parent (who must have booked them). */
export const openConversationSchema = z.union(
  [
    z.strictObject({ teacherUserId: positive("teacherUserId") }),
    z.strictObject({ parentUserId: positive("parentUserId") }),
  ],
  { error: "Send {teacherUserId} (as a parent) or {parentUserId} (as a teacher)" },
);
export type OpenConversationInput = z.output<typeof openConversationSchema>;

const BODY_MESSAGE = `A message must be 1 to ${MESSAGE_MAX} characters`;

/** POST /api/conversations/{id}/messages: the text, and (a parent only) the child it is about. */
export const sendMessageSchema = z.strictObject({
  body: z
    .string({ error: BODY_MESSAGE })
    .trim()
    .min(1, BODY_MESSAGE)
    .max(MESSAGE_MAX, BODY_MESSAGE)
    .refine(noNul, NUL_MESSAGE),
  studentId: positive("studentId").optional(),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

const REASON_MESSAGE = `Please say what is wrong, in 3 to ${REPORT_REASON_MAX} characters`;

/** POST /api/conversations/{id}/report. */
export const reportConversationSchema = z.strictObject({
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(3, REASON_MESSAGE)
    .max(REPORT_REASON_MAX, REASON_MESSAGE)
    .refine(noNul, NUL_MESSAGE),
});
export type ReportConversationInput = z.output<typeof reportConversationSchema>;

/** GET /api/conversations/{id}/messages?limit&before: the page of messages older than `before` (a message id). */
export const messagesQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`)
    .transform(Number)
    .pipe(z.number().min(1).max(MESSAGE_PAGE_MAX, `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}`))
    .default(MESSAGE_PAGE_DEFAULT),
  before: dbId("before").optional(),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export interface Party {
  id: number;
  /** First name and last name, as the profile shows them. */
  name: string;
  role: "parent" | "teacher";
}

export interface MessageItem {
  id: number;
  conversationId: number;
  senderUserId: number;
  body: string;
  createdAt: string;
  /** The child the message is about (first name only), when the parent named one. */
  student: { id: number; firstName: string } | null;
}

/** GET /api/conversations: one line of the list, latest first. */
export interface ConversationSummary {
  id: number;
  other: Party;
  lastMessage: Pick<MessageItem, "senderUserId" | "body" | "createdAt"> | null;
  unread: number;
  /** I blocked them (I can unblock); they blocked me (I cannot send). */
  blockedByMe: boolean;
  blockedByThem: boolean;
  updatedAt: string;
}

/** GET /api/conversations/{id}/messages: oldest to newest; `hasMore` when older ones remain. */
export interface MessagesPage {
  conversation: ConversationSummary;
  items: MessageItem[];
  hasMore: boolean;
}

/** GET /api/conversations/unread: the header's count. */
export interface UnreadAnswer {
  unread: number;
}

/** GET /api/admin/reports: a reported conversation, newest report first. */
export interface ConversationReportItem {
  id: number;
  conversationId: number;
  parent: Party;
  teacher: Party;
  reportedBy: Party;
  reason: string;
  createdAt: string;
}

/** What GET /api/conversations/stream (server-sent events) sends: event "message", data one of these. */
export interface LiveMessageEvent {
  conversationId: number;
  message: MessageItem;
}
