// Whether a teacher is listed to families: approved by an admin and not suspended. One SQL expression for every
// query that lets a family see, book or pay for a teacher's class (browse, class pages, bookings, payments).
import { sql } from "drizzle-orm";
import { teacherProfiles, users } from "@shared/schema";

/** True when the joined teacher profile is approved and its user not suspended (NULL, so false-y, with no profile). */
export const teacherListed = sql<boolean>`(${teacherProfiles.verificationStatus} = 'approved' and not exists (select 1 from ${users} su where su.id = ${teacherProfiles.userId} and su.suspended_at is not null))`;

/** The suspension half alone, for queries that check the status themselves. */
export const teacherNotSuspended = sql`not exists (select 1 from ${users} su where su.id = ${teacherProfiles.userId} and su.suspended_at is not null)`;
