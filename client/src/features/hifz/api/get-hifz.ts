import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BadgeItem, CertificateCheck } from "@shared/hifz-badges";
import type { HifzLedger } from "@shared/hifz-ledger";
import { apiGet } from "@/lib/api-client";

/**
 * GET /api/students/{id}/hifz: the child's record. Under ["/api/students", id] so a report written or corrected
 * (which invalidates the child's keys) reloads it.
 */
export const hifzQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: ["/api/students", studentId, "hifz"],
    queryFn: async () => (await apiGet<HifzLedger>(`/api/students/${studentId}/hifz`))!,
  });

export const badgesQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: ["/api/students", studentId, "badges"],
    queryFn: async () => (await apiGet<BadgeItem[]>(`/api/students/${studentId}/badges`))!,
  });

export const useHifzLedger = (studentId: number | null | undefined) =>
  useQuery({ ...hifzQueryOptions(studentId ?? 0), enabled: Boolean(studentId) });
export const useBadges = (studentId: number | null | undefined) =>
  useQuery({ ...badgesQueryOptions(studentId ?? 0), enabled: Boolean(studentId) });

/** GET /api/certificates/{code}: public; a 404 is an answer (not genuine), not an error to retry. */
export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["/api/certificates", code],
    queryFn: async () => (await apiGet<CertificateCheck>(`/api/certificates/${encodeURIComponent(code)}`))!,
    retry: false,
  });

/** Where the parent downloads a badge's certificate (a PDF). */
export const certificateUrl = (studentId: number, code: string) =>
  `/api/students/${studentId}/badges/${encodeURIComponent(code)}/certificate`;
