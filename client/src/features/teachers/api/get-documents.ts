import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentInfo } from "@shared/teachers";
import { apiGet } from "@/lib/api-client";

/** GET /api/documents: the caller's own documents; available before the first profile submit. */
export const getOwnDocuments = () => apiGet<DocumentInfo[]>("/api/documents");

export const ownDocumentsQueryOptions = queryOptions({
  queryKey: ["/api/documents"],
  queryFn: () => getOwnDocuments(),
});

export function useOwnDocuments(enabled = true) {
  return useQuery({ ...ownDocumentsQueryOptions, enabled });
}
