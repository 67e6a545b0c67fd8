import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserItem, SuspendUserInput, SuspendUserResult } from "@shared/admin";
import type { Role } from "@shared/constants";
import { apiGetPage, apiRequest } from "@/lib/api-client";
import { dashboardQueryOptions } from "@/features/dashboard";
import { adminTeachersQueryOptions } from "./teachers";

export const USERS_PAGE_SIZE = 20;

export interface AdminUsersFilter {
  q: string;
  role: Role | "";
  page: number;
}

const USERS_KEY = "/api/admin/users";

/** GET /api/admin/users: one page of the search, with the number of all matches. */
export const adminUsersQueryOptions = ({ q, role, page }: AdminUsersFilter) => {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: String(page * USERS_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  if (role) params.set("role", role);
  return queryOptions({
    queryKey: [USERS_KEY, { q: q.trim(), role, page }],
    queryFn: () => apiGetPage<AdminUserItem>(`${USERS_KEY}?${params}`),
    // The table keeps the last page on screen while the next search runs, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
};

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}

/** PATCH /api/admin/users/{id}: suspend (with a reason) or restore. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SuspendUserInput & { id: number }) =>
      apiRequest<SuspendUserResult>("PATCH", `${USERS_KEY}/${id}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("approved").queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      ]),
  });
}
