// Pure role logic: who may take which role (api.md, PATCH /api/user/role).
import type { Role } from "@shared/constants";

export type RoleChange =
  | { ok: true; roles: Role[]; currentRole: Role; added: boolean }
  | { ok: false; status: 403; message: string };

export function switchRole(user: { roles: Role[]; userType: Role }, role: Role): RoleChange {
  if (user.roles.includes(role)) return { ok: true, roles: user.roles, currentRole: role, added: false };
  if (role === "teacher") {
    // "Become a Teacher": any user may add the teacher role to themselves.
    return { ok: true, roles: [...user.roles, "teacher"], currentRole: "teacher", added: true };
  }
  if (role === "admin") return { ok: false, status: 403, message: "Only an administrator can grant the admin role" };
  return { ok: false, status: 403, message: `You do not hold the ${role} role` };
}

/** Registration may choose parent or teacher; admins are made by the command line. */
export function canSelfRegisterAs(role: Role): boolean {
  return role === "parent" || role === "teacher";
}
