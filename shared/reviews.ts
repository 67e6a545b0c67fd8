// Reviews of teachers by the parents of held lessons, and the teacher's public profile (api.md "Reviews").
import type { Ijazah } from "./matching";
import { z } from "zod";
import { TEXT_MAX } from "./constants";
import { integer, text } from "./fields";
import type { ClassItem } from "./classes";
import type { TeacherListItem } from "./teachers";

const positiveId = integer("bookingId must be a booking id").pipe(
  z.number().min(1, "bookingId must be a booking id").max(2_147_483_647, "bookingId must be a booking id"),
);

/** POST /api/reviews. */
export const createReviewSchema = z.object({
  bookingId: positiveId,
  // No rating chosen yet asks for one in the form's own words (issue 32); a wrong one says what is allowed.
  rating: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "Choose a rating from 1 to 5 stars" : "Rating must be a whole number from 1 to 5",
    })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  comment: text(TEXT_MAX.comment, `Comments must be at most ${TEXT_MAX.comment} characters`).optional(),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** POST /api/reviews/{id}/reply. */
export const reviewReplySchema = z.object({
  reply: text(TEXT_MAX.comment, `Replies must be at most ${TEXT_MAX.comment} characters`).min(
    1,
    "Please write a reply",
  ),
});

/** A review as everyone sees it: the reviewer as first name and last initial, never a child or a parent's id. */
export interface ReviewItem {
  id: number;
  rating: number;
  comment: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  /** "Fatima K." */
  reviewerName: string;
  /** The class the lesson was of, when known. */
  classTitle: string | null;
}

/** GET /api/teachers/{userId}: a browse item with every active class and the three checks as evidence. */
export interface TeacherPublicProfile extends Omit<TeacherListItem, "classes"> {
  classes: ClassItem[];
  idVerified: boolean;
  policeCheckVerified: boolean;
  interviewCompleted: boolean;
  /** The whole ijazah (issuer, date, chain) once an admin verified it; null otherwise. */
  ijazah?: Ijazah | null;
}

/** "Fatima K.": how a reviewer is named. */
export function reviewerName(firstName: string, lastName: string): string {
  // The first character as a reader sees it (an emoji or an accented letter is one), never half of one.
  const [initial = ""] = Array.from(
    new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(lastName.trim()),
    (s) => s.segment.toUpperCase(),
  );
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
