// Pure rules for reviewing a teacher profile (api.md PATCH /api/teacher/profile/{id}).
import type { VerificationStatus } from "@shared/constants";
import type { Ijazah } from "@shared/matching";
import type { TeacherReviewInput } from "@shared/teachers";

export interface VerificationFlags {
  idVerified: boolean;
  policeCheckVerified: boolean;
  interviewCompleted: boolean;
}

const FLAG_LABELS: Record<keyof VerificationFlags, string> = {
  idVerified: "ID verification",
  policeCheckVerified: "police check",
  interviewCompleted: "interview",
};

export type ReviewDecision =
  | {
      ok: true;
      changes: Partial<VerificationFlags> & { verificationStatus?: VerificationStatus; feedback?: string | null };
    }
  | { ok: false; status: 400 | 409; message: string };

/**
 * Rejection needs feedback; approval needs every check done after the update (the landing page promises vetted
 * teachers). Approval feedback defaults to 'Application approved'.
 */
export function decideReview(
  current: VerificationFlags,
  input: TeacherReviewInput,
  facts: { approvedInterview: boolean } = { approvedInterview: false },
): ReviewDecision {
  // 'Interview completed' is what an interview completed with result approved says, never a box ticked ahead of it.
  if (input.interviewCompleted === true && !current.interviewCompleted && !facts.approvedInterview) {
    return {
      ok: false,
      status: 409,
      message: "The interview is marked completed when an interview is completed with result approved",
    };
  }
  const flags: VerificationFlags = {
    idVerified: input.idVerified ?? current.idVerified,
    policeCheckVerified: input.policeCheckVerified ?? current.policeCheckVerified,
    interviewCompleted: input.interviewCompleted ?? current.interviewCompleted,
  };
  const changes: Extract<ReviewDecision, { ok: true }>["changes"] = {};
  for (const key of Object.keys(FLAG_LABELS) as (keyof VerificationFlags)[])
    if (input[key] !== undefined) changes[key] = input[key];
  if (input.verificationStatus === "rejected") {
    if (!input.feedback?.trim()) return { ok: false, status: 400, message: "Feedback is required when rejecting" };
    return { ok: true, changes: { ...changes, verificationStatus: "rejected", feedback: input.feedback.trim() } };
  }
  if (input.verificationStatus === "approved") {
    const missing = (Object.keys(FLAG_LABELS) as (keyof VerificationFlags)[])
      .filter((k) => !flags[k])
      .map((k) => FLAG_LABELS[k]);
    if (missing.length > 0) {
      return {
        ok: false,
        status: 409,
        message: `Cannot approve before the checks are complete: missing ${missing.join(", ")}`,
      };
    }
    return {
      ok: true,
      changes: {
        ...changes,
        verificationStatus: "approved",
        feedback: input.feedback?.trim() || "Application approved",
      },
    };
  }
  if (input.verificationStatus === "pending") changes.verificationStatus = "pending";
  if (input.feedback !== undefined) changes.feedback = input.feedback.trim() || null;
  return { ok: true, changes };
}

/** A rejected profile that its teacher saves again goes back to review. */
export function statusAfterTeacherSave(current: VerificationStatus): Exclude<VerificationStatus, "rejected"> {
  return current === "rejected" ? "pending" : current;
}

/** The ijazah's verification taken back: its details or its scan changed, or the admin withdrew it. */
export const IJAZAH_UNVERIFIED = { ijazahVerified: false, ijazahNote: null, ijazahVerifiedAt: null } as const;

/**
 * The admin's part of issue 36 in a review: the teacher's gender, and the ijazah's verification, which needs a stated
 * ijazah and a note of how it was checked (its scan is checked like the ID's, by refuseUnseenDocuments).
 */
export function decideMatching(
  current: { ijazah: Ijazah | null },
  input: Pick<TeacherReviewInput, "gender" | "ijazahVerified" | "ijazahNote">,
  now: Date,
):
  | {
      ok: true;
      changes: {
        gender?: string;
        ijazahVerified?: boolean;
        ijazahNote?: string | null;
        ijazahVerifiedAt?: Date | null;
      };
    }
  | { ok: false; status: 400 | 409; message: string } {
  const changes: Extract<ReturnType<typeof decideMatching>, { ok: true }>["changes"] = {};
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.ijazahVerified === true) {
    if (!current.ijazah)
      return { ok: false, status: 409, message: "The teacher has not stated an ijazah: there is nothing to verify" };
    const note = input.ijazahNote?.trim() ?? "";
    if (!note)
      return {
        ok: false,
        status: 400,
        message: "Please note how the ijazah was checked (issuer contacted, recitation heard)",
      };
    Object.assign(changes, { ijazahVerified: true, ijazahNote: note, ijazahVerifiedAt: now });
  } else if (input.ijazahVerified === false) {
    Object.assign(changes, IJAZAH_UNVERIFIED);
  }
  return { ok: true, changes };
}
