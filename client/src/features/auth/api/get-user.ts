import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/users";
import { SESSION_USER_ELEMENT_ID } from "@shared/pages";
import { apiGet } from "@/lib/api-client";

// The current user: fetched once, null when signed out (401), refreshed by invalidating this key.
export const userQueryKey = ["/api/user"] as const;

/** GET /api/user: the signed-in user; a 401 is an answer here (null: nobody), not an error. */
export const getUser = () => apiGet<PublicUser>("/api/user", "returnNull");

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: () => getUser() });

export function useAuth() {
  const { data, isLoading, error } = useQuery(userQueryOptions);
  const user = data ?? null;
  return { user, isLoading, error, isAuthenticated: user !== null };
}

/** The current user as the app shell already read them (null: nobody, or not read yet); never asks the server. */
export function useCachedUser(): PublicUser | null {
  return useQuery({ ...userQueryOptions, enabled: false }).data ?? null;
}

/**
 * The signed-in user the server wrote into the page (null: nobody), or undefined when the page has no such
 * block (the development server, or a page sent while the session store was unavailable): then ask the server.
 */
export function userFromPage(doc: Document = document): PublicUser | null | undefined {
  const block = doc.getElementById(SESSION_USER_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as PublicUser | null;
  } catch {
    return undefined;
  }
}
