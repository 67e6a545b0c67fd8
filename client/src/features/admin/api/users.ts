import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserItem, SuspendUserInput, SuspendUserResult } from "@shared/admin";
import type { Role } from "@shared/constants";
import type { CertificatesWithdrawal } from "@shared/hifz-badges";
import { apiGetPage, apiRequest } from "@/lib/api-client";
import { dashboardQueryOptions } from "@/features/dashboard";
import { adminTeachersQueryOptions } from "./teachers";

export const USERS_PAGE_SIZE = 20;

export interface AdminUsersFilter {
  q: string;
  role: Role | "";
  page: number;
}

const USERS_PATH = "/api/admin/users";

/** Every page of every search of the users: a suspension reloads them all. */
export const adminUsersQueryKey = [USERS_PATH] as const;

/** GET /api/admin/users: one page of the search, with the number of all matches. */
export function getAdminUsers({ q, role, page }: AdminUsersFilter) {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: String(page * USERS_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  if (role) params.set("role", role);
  return apiGetPage<AdminUserItem>(`${USERS_PATH}?${params}`);
}

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, { q: filter.q.trim(), role: filter.role, page: filter.page }],
    queryFn: () => getAdminUsers(filter),
    // The table keeps the last page on screen while the next search runs, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}

/** PATCH /api/admin/users/{id}: suspend (with a reason) or restore. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SuspendUserInput & { id: number }) =>
      apiRequest<SuspendUserResult>("PATCH", `${USERS_PATH}/${id}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("approved").queryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      ]),
  });
}

/**
 * POST /api/admin/teachers/{id}/withdraw-certificates: the certificates issued from a rejected or suspended teacher's
 * reports stop verifying, and the families are told (issue 31).
 */
export function useWithdrawCertificates() {
  return useMutation({
    mutationFn: (teacherId: number) =>
      apiRequest<CertificatesWithdrawal>("POST", `/api/admin/teachers/${teacherId}/withdraw-certificates`, {}),
  });
}
