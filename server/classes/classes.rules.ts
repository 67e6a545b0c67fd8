// Who may see and change a class (api.md "Classes").
export interface ClassAccess {
  isActive: boolean;
  teacherId: number;
  teacherApproved: boolean;
}

/** Inactive classes and classes of unapproved teachers exist only for their owner and admins. */
export function canViewClass(c: ClassAccess, viewer: { id: number; roles: string[] }): boolean {
  if (viewer.roles.includes("admin") || c.teacherId === viewer.id) return true;
  return c.isActive && c.teacherApproved;
}

export const APPROVAL_REQUIRED = "Your profile must be approved before you can create classes";
