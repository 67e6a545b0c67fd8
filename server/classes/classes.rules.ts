// Who may create a class (api.md "Classes"); who may see one is the viewer module's "read class" (server/viewer.ts).
export const APPROVAL_REQUIRED = "Your profile must be approved before you can create classes";
