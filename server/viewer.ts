// Who is acting, and what they may see (house rule 9: one viewer module; decision 042). Access is granted by the
// roles held, never by currentRole (api.md "Roles"); currentRole only picks which of one's own views a list shows.
import type { BookingStatus, Role } from "@shared/constants";
import type { PublicUser } from "@shared/users";

export type Viewer = Pick<PublicUser, "id" | "roles" | "currentRole">;

export const holds = (viewer: Pick<Viewer, "roles">, role: Role): boolean => viewer.roles.includes(role);

/**
 * The role the viewer acts in: currentRole when it is held, parent otherwise. The database already refuses a
 * currentRole outside roles (users_current_role_held); the check keeps a stale or hand-made user from gaining a view.
 * On the server currentRole is never empty, so effectiveRole's fallbacks (shared/users.ts) do not arise here.
 */
export function scopeOf(viewer: Viewer): Role {
  return holds(viewer, viewer.currentRole) ? viewer.currentRole : "parent";
}

/** The parts of an object that its access question reads. */
export interface BookingParties {
  parentId: number;
  teacherId: number;
}
export interface ClassAccess {
  isActive: boolean;
  teacherId: number;
  teacherApproved: boolean;
}

/** Each action and the object it is asked about (undefined: a question about the viewer alone). */
interface Objects {
  /** GET /api/bookings/{id}: its parent, its teacher, an admin. */
  "read booking": BookingParties;
  /** The booking as stored; its teacher's copy may hide the child (bookings.service asTeacherSees). */
  "read booking in full": BookingParties;
  /** Inactive classes and classes of unapproved teachers exist only for their owner and admins. */
  "read class": ClassAccess;
  /** A teacher's document: its owner and admins; anyone else learns nothing, not even that it exists. */
  "read document": { userId: number };
  /** A child's goals and special needs, the parent's notes (issue 16): the booking's parent and teacher, nobody else. */
  "read lesson details": BookingParties;
  /**
   * The lesson's link: its teacher while the lesson is not cancelled; its parent once paid, until the lesson ends or
   * is cancelled (the class's link lives on, and would otherwise follow the family into lessons they no longer have).
   * Not admins: the link is the family's room.
   */
  "see meeting link": BookingParties & { paid: boolean; status: BookingStatus; endsAt: Date; now: Date };
  /** Complete the lesson, write and correct its report, set its link: the booking's teacher. */
  "teach lesson": BookingParties;
  /** Review a lesson, dismiss the request to: the booking's parent. */
  "review lesson": BookingParties;
  /** A child's whole progress: the parent and admins (a teacher reads only the reports they wrote). */
  "read child progress": { parentId: number };
  /** Reply to a review: the reviewed teacher. */
  "reply to review": { teacherId: number };
  /** A teacher's public profile while not approved or suspended: the teacher and admins. */
  "read unlisted teacher": { userId: number };
  /** GET /api/interviews lists every teacher's interviews (a teacher otherwise sees their own). */
  "list every interview": undefined;
  /** GET /api/teachers lists unapproved and suspended teachers too, with the admin-only fields (api.md "Teachers"). */
  "list unlisted teachers": undefined;
}
export type Action = keyof Objects;

const RULES: { [A in Action]: (viewer: Viewer, object: Objects[A]) => boolean } = {
  "read booking": (v, b) => holds(v, "admin") || b.parentId === v.id || b.teacherId === v.id,
  "read booking in full": (v, b) => holds(v, "admin") || b.parentId === v.id,
  "read class": (v, c) => holds(v, "admin") || c.teacherId === v.id || (c.isActive && c.teacherApproved),
  "read document": (v, d) => holds(v, "admin") || d.userId === v.id,
  "read lesson details": (v, b) => b.parentId === v.id || b.teacherId === v.id,
  "see meeting link": (v, b) =>
    b.status !== "cancelled" &&
    (b.teacherId === v.id || (b.parentId === v.id && b.paid && b.endsAt.getTime() > b.now.getTime())),
  "teach lesson": (v, b) => b.teacherId === v.id,
  "review lesson": (v, b) => b.parentId === v.id,
  "read child progress": (v, c) => holds(v, "admin") || c.parentId === v.id,
  "reply to review": (v, r) => r.teacherId === v.id,
  "read unlisted teacher": (v, t) => holds(v, "admin") || t.userId === v.id,
  "list every interview": (v) => holds(v, "admin"),
  "list unlisted teachers": (v) => holds(v, "admin"),
};

/** May the viewer take this action on this object? Objectless actions take no third argument. */
export function can<A extends Action>(
  viewer: Viewer,
  action: A,
  ...object: Objects[A] extends undefined ? [] : [Objects[A]]
): boolean {
  return RULES[action](viewer, object[0] as Objects[A]);
}
