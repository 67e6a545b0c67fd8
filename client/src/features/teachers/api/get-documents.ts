import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentInfo } from "@shared/teachers";

// The caller's own documents; available before the first profile submit.
export const ownDocumentsQueryOptions = queryOptions<DocumentInfo[] | null>({ queryKey: ["/api/documents"] });

export function useOwnDocuments(enabled = true) {
  return useQuery({ ...ownDocumentsQueryOptions, enabled });
}
