// A conversation's messages (issue 35, decision 098): read by its two people (an admin only once it is reported, each
// reading recorded), written by them unless blocked, never with contact details; the other side told once per burst.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { MAX_ANSWER_BYTES } from "@shared/constants";
import { CONTACT_DETAILS_MESSAGE, contactReason, findContactDetails } from "@shared/contact-details";
import {
  MESSAGE_EMAIL_EVERY_MINUTES,
  type MessageItem,
  type MessagesPage,
  type MessagesQuery,
  type SendMessageInput,
} from "@shared/messages";
import {
  conversationAdminReads,
  conversations,
  messages,
  studentProfiles,
  users,
  type ConversationRow,
} from "@shared/schema";
import type { PublicUser } from "@shared/users";
import type { Db } from "../db";
import { badRequest, forbidden, HttpError, notFound } from "../http-error";
import { notify, type NotifyDeps } from "../notify/notify";
import { NOT_FOUND, participantOf, sideOf, summaries } from "./conversations.service";
import type { MessageHub } from "./live";

const firstName = (name: string | null) => (name ? (name.trim().split(/\s+/)[0] ?? "") : "");

/** Messages as the API answers them: the child by first name only. */
export async function messageItems(db: Db, where: ReturnType<typeof and>, limit: number): Promise<MessageItem[]> {
  const rows = await db
    .select({ m: messages, childName: studentProfiles.name })
    .from(messages)
    .leftJoin(studentProfiles, eq(studentProfiles.id, messages.studentId))
    .where(where)
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map(({ m, childName }) => ({
    id: m.id,
    conversationId: m.conversationId,
    senderUserId: m.senderId,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    student: m.studentId && childName ? { id: m.studentId, firstName: firstName(childName) } : null,
  }));
}

/** The conversation a viewer may read: theirs, or (an admin) a reported one, that reading recorded. */
async function readable(db: Db, id: number, viewer: Pick<PublicUser, "id" | "roles">): Promise<ConversationRow> {
  try {
    return await participantOf(db, id, viewer.id);
  } catch (err) {
    if (!viewer.roles.includes("admin")) throw err;
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    if (!row?.reportedAt) throw notFound(NOT_FOUND);
    await db.insert(conversationAdminReads).values({ conversationId: id, adminId: viewer.id });
    return row;
  }
}

/** GET /api/conversations/{id}/messages: a page, oldest to newest, of the messages before `before`. */
export async function messagesPage(
  db: Db,
  viewer: Pick<PublicUser, "id" | "roles">,
  id: number,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const c = await readable(db, id, viewer);
  const where = and(eq(messages.conversationId, id), query.before ? lt(messages.id, query.before) : undefined);
  const items = await messageItems(db, where, query.limit + 1);
  let hasMore = items.length > query.limit;
  if (hasMore) items.shift();
  // An admin reading a report sees it from the parent's side (the teacher's name as "other").
  const as = c.parentId === viewer.id || c.teacherId === viewer.id ? viewer.id : c.parentId;
  const [conversation] = await summaries(db, as, [c]);
  // Within the answer budget (house rule 11): 100 messages of 2,000 escaped characters could pass 1 MB. The oldest
  // go first; the client asks for them with `before`.
  let bytes = Buffer.byteLength(JSON.stringify({ conversation, items: [], hasMore: true }));
  bytes += items.reduce((n, m) => n + Buffer.byteLength(JSON.stringify(m)) + 1, 0);
  while (bytes > MAX_ANSWER_BYTES && items.length > 1) {
    bytes -= Buffer.byteLength(JSON.stringify(items.shift())) + 1;
    hasMore = true;
  }
  return { conversation, items, hasMore };
}

export interface SendDeps extends NotifyDeps {
  hub?: MessageHub;
  /** This site's hosts: links to them are allowed. */
  siteHosts: string[];
}

/** POST /api/conversations/{id}/messages: stored and told, or refused with nothing stored. */
export async function sendMessage(
  deps: SendDeps,
  sender: Pick<PublicUser, "id">,
  id: number,
  input: SendMessageInput,
  now = new Date(),
): Promise<MessageItem> {
  const c = await participantOf(deps.db, id, sender.id);
  const side = sideOf(c, sender.id);
  if ((side === "parent" ? c.teacherBlockedAt : c.parentBlockedAt) !== null)
    throw forbidden("You can't send messages in this conversation");
  const found = findContactDetails(input.body, { siteHosts: deps.siteHosts });
  if (found) throw new HttpError(422, `${contactReason(found.kind)} ${CONTACT_DETAILS_MESSAGE}`);
  if (input.studentId !== undefined) {
    if (side !== "parent") throw badRequest("Only the family can say which child a message is about");
    const [child] = await deps.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .where(and(eq(studentProfiles.id, input.studentId), eq(studentProfiles.parentId, sender.id)));
    if (!child) throw badRequest("studentId must be one of your children");
  }
  const recipientId = side === "parent" ? c.teacherId : c.parentId;
  const emailedAt = side === "parent" ? conversations.teacherEmailedAt : conversations.parentEmailedAt;
  const { message, firstUnread, email } = await deps.db.transaction(async (tx) => {
    // The recipient's unread before this one: the bell rings for the first of a burst only.
    const [{ unread }] = await tx
      .select({ unread: sql<number>`count(*)`.mapWith(Number) })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, id),
          eq(messages.senderId, sender.id),
          sql`${messages.id} > ${side === "parent" ? c.teacherReadId : c.parentReadId}`,
        ),
      );
    const [m] = await tx
      .insert(messages)
      .values({
        conversationId: id,
        senderId: sender.id,
        studentId: input.studentId ?? null,
        body: input.body,
        createdAt: now,
      })
      .returning();
    // The sender has read their own; at most one email a conversation per 15 minutes to the recipient. One statement:
    // the email time moves only when the last one is old enough, and the answer says whether it moved.
    const due = sql`(${emailedAt} IS NULL OR ${emailedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${MESSAGE_EMAIL_EVERY_MINUTES}))`;
    const stamp = sql`CASE WHEN ${due} THEN ${now.toISOString()}::timestamptz ELSE ${emailedAt} END`;
    const [{ emailed }] = await tx
      .update(conversations)
      .set({
        updatedAt: now,
        ...(side === "parent"
          ? { parentReadId: m.id, teacherEmailedAt: stamp }
          : { teacherReadId: m.id, parentEmailedAt: stamp }),
      })
      .where(eq(conversations.id, id))
      .returning({ emailed: sql<boolean>`${emailedAt} = ${now.toISOString()}::timestamptz` });
    return { message: m, firstUnread: unread === 0, email: emailed };
  });
  const [item] = await messageItems(deps.db, eq(messages.id, message.id), 1);
  deps.hub?.publish({ conversationId: id, messageId: message.id, userIds: [c.parentId, c.teacherId] });
  if (firstUnread || email) {
    const [from] = await deps.db
      .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(eq(users.id, sender.id));
    await notify(deps, {
      kind: "message_received",
      to: recipientId,
      conversationId: id,
      senderName: from?.name ?? "",
      inApp: firstUnread,
      email,
    });
  }
  return item;
}
