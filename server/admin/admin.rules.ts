// Pure rules for the admin's view of applications and reminders.
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const wholeDaysSince = (from: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / 86_400_000));

export interface ApplicationFacts {
  phoneNumber: string | null | undefined;
  bio: string | null | undefined;
  qualifications: string | null | undefined;
  hasIdDocument: boolean;
  hasPoliceCheck: boolean;
}

/** What an application still misses (true = missing). A teacher with no profile misses them all. */
export function missingItems(f: ApplicationFacts) {
  const blank = (v: string | null | undefined) => !v || v.trim() === "";
  return {
    phoneNumber: blank(f.phoneNumber),
    bio: blank(f.bio),
    qualifications: blank(f.qualifications),
    idVerification: !f.hasIdDocument,
    policeCheck: !f.hasPoliceCheck,
  };
}

/** Milliseconds until another reminder may be sent, or 0 when it may be sent now. */
export function reminderWait(lastSent: Date | null | undefined, now: Date): number {
  if (!lastSent) return 0;
  return Math.max(0, lastSent.getTime() + REMINDER_INTERVAL_MS - now.getTime());
}
