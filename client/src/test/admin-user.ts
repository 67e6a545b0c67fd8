import type { AdminUserItem } from "@shared/admin";

/** An account as the admin's Users tab lists it (GET /api/admin/users), for tests: an active parent by default. */
export function adminUser(over: Partial<AdminUserItem>): AdminUserItem {
  return {
    id: 1,
    username: "user",
    email: "user@example.com",
    firstName: "Some",
    lastName: "One",
    roles: ["parent"],
    currentRole: "parent",
    createdAt: "2026-11-01T10:00:00.000Z",
    teacherStatus: null,
    suspended: false,
    suspendedAt: null,
    suspendedReason: null,
    ...over,
  };
}
