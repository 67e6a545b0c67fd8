// A teacher's verification status now: the one lookup behind "approved now?" wherever a rule depends on it (issue 31:
// reports, the child's record, lessons on hold).
import { eq } from "drizzle-orm";
import type { VerificationStatus } from "@shared/constants";
import { teacherProfiles } from "@shared/schema";
import type { Db, Tx } from "../db";

/** The status of `userId`'s teacher profile, or undefined when they have none. */
export async function teacherStatus(db: Db | Tx, userId: number): Promise<VerificationStatus | undefined> {
  const [row] = await db
    .select({ status: teacherProfiles.verificationStatus })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, userId));
  return row?.status;
}
