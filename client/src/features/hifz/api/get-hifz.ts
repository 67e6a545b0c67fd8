import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BadgeItem, CertificateCheck } from "@shared/hifz-badges";
import type { HifzLedger } from "@shared/hifz-ledger";
import { studentRecordsQueryKey } from "@/features/students";
import { apiGet } from "@/lib/api-client";

/**
 * GET /api/students/{id}/hifz: the child's record. Under the child's records key so a report written or corrected
 * (which invalidates the children's records) reloads it.
 */
export const getHifzLedger = async (studentId: number) =>
  (await apiGet<HifzLedger>(`/api/students/${studentId}/hifz`))!;

export const hifzQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [...studentRecordsQueryKey, studentId, "hifz"],
    queryFn: () => getHifzLedger(studentId),
  });

/** GET /api/students/{id}/badges: the child's badges. */
export const getBadges = async (studentId: number) => (await apiGet<BadgeItem[]>(`/api/students/${studentId}/badges`))!;

export const badgesQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [...studentRecordsQueryKey, studentId, "badges"],
    queryFn: () => getBadges(studentId),
  });

export const useHifzLedger = (studentId: number | null | undefined) =>
  useQuery({ ...hifzQueryOptions(studentId ?? 0), enabled: Boolean(studentId) });
export const useBadges = (studentId: number | null | undefined) =>
  useQuery({ ...badgesQueryOptions(studentId ?? 0), enabled: Boolean(studentId) });

/** GET /api/certificates/{code}: public; a 404 is an answer (not genuine), not an error to retry. */
export const getCertificate = async (code: string) =>
  (await apiGet<CertificateCheck>(`/api/certificates/${encodeURIComponent(code)}`))!;

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["/api/certificates", code],
    queryFn: () => getCertificate(code),
    retry: false,
  });

/** Asks only for a code of the right shape (`enabled`): anything else is not a certificate. */
export const useCertificate = (code: string, enabled = true) => useQuery({ ...certificateQueryOptions(code), enabled });

/** Where the parent downloads a badge's certificate (a PDF). */
export const certificateUrl = (studentId: number, code: string) =>
  `/api/students/${studentId}/badges/${encodeURIComponent(code)}/certificate`;
