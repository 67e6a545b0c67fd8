// GET /api/admin/reports: the reported conversations, newest report first, paged (X-Total-Count).
import type { ConversationReportItem } from "@shared/messages";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

export const REPORTS_PAGE = 20;

export const reportsQueryOptions = () => ({
  ...pagedQueryOptions<ConversationReportItem>("/api/admin/reports", REPORTS_PAGE),
  // Reports arrive from families and teachers: read again on each visit of the tab.
  staleTime: 0,
});

export function useConversationReports() {
  return usePagedList<ConversationReportItem>(reportsQueryOptions());
}
