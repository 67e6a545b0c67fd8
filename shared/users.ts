// The user and dashboard shapes on the wire (api.md): never the password hash.
import type { Currency, EmailPreferences, Role } from "./constants";
import type { Language } from "./i18n";
import type { PrayerSettings } from "./prayer-times";

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  userType: Role;
  roles: Role[];
  currentRole: Role;
  preferredCurrency: Currency;
  /** The UI's language (shared/i18n.ts). */
  language: Language;
  emailPreferences: EmailPreferences;
  /** IANA name the user's notification times are shown in; null until known. */
  timeZone: string | null;
  /** The family's prayer-time marks in the booking calendar (issue 17); null: off. */
  prayerTimes: PrayerSettings | null;
  /** Issue 31: the owner of the address has confirmed it; until then only the confirmation link is emailed to it. */
  emailVerified: boolean;
  createdAt: string;
}

export type DashboardFigures =
  | {
      role: "teacher";
      classes: number;
      students: number;
      bookings: number;
      earningsThisMonth: string;
      rating: number | null;
      reviewCount: number;
    }
  | {
      role: "parent";
      children: number;
      bookings: number;
      completedSessions: number;
      nextClassAt: string | null;
      amountSpent: string;
    }
  | {
      role: "admin";
      teachers: number;
      pendingApplications: number;
      students: number;
      classes: number;
      bookings: number;
    };

/** The current role: currentRole, falling back to userType, then parent (spec §6). */
export function effectiveRole(user: Pick<PublicUser, "currentRole" | "userType"> | null | undefined): Role {
  return user?.currentRole ?? user?.userType ?? "parent";
}
