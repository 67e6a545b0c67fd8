// Wire shapes of the admin-only endpoints (api.md "Admin"); the shared ones live in @shared/admin.
import type { IncompleteApplication } from "@shared/admin";
import type { Role } from "@shared/constants";

export type { IncompleteApplication };
/** true = missing. */
export type MissingItem = keyof IncompleteApplication["missingItems"];

/** An item of GET /api/admin/recent-users. */
export interface RecentUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: Role;
  roles: Role[];
  currentRole: Role;
  createdAt: string;
}
