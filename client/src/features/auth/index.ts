// What other features use of auth (a feature reaches another only through its index.ts; docs/architecture.md).
export { useAuth, useCachedUser, userQueryKey } from "./api/get-user";
export { useBecomeTeacher } from "./api/switch-role";
export { handleUnauthorized } from "./lib/handle-unauthorized";
export { isFirstSession } from "./lib/first-session";
