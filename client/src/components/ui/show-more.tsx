import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/api-client";
import type { PagedList } from "@/lib/paged-list";

interface ShowMoreProps {
  /** How many are on screen, and how many there are in all. */
  shown: number;
  total: number;
  /** Is there a next page to load? */
  hasMore: boolean;
  loading: boolean;
  /** The next page failed to load: its message and the reason. */
  failed?: { message: string; detail?: string } | null;
  onMore: () => void;
  /** What the button says, e.g. "Show more bookings". */
  label: string;
}

/** The end of a paged list: how many are shown of how many, and the button that loads the next page. */
function ShowMore({ shown, total, hasMore, loading, failed, onMore, label }: ShowMoreProps) {
  const { t } = useTranslation();
  if (failed) return <ErrorState message={failed.message} detail={failed.detail} onRetry={onMore} retrying={loading} />;
  if (!hasMore) return null;
  return (
    <div data-slot="show-more" className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground">{t("Showing {{shown}} of {{total}}", { shown, total })}</p>
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <Spinner /> : <ChevronDown aria-hidden="true" />}
        {loading ? t("Loading more...") : label}
      </Button>
    </div>
  );
}

export { ShowMore };

/** What ListShowMore reads of a paged list: a list of lib/paged-list.ts, or another infinite query's pages. */
interface PagedView {
  items: readonly unknown[];
  total: number;
  query: Pick<PagedList<{ id: number }>["query"], "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError"> & {
    error: unknown;
    fetchNextPage: () => Promise<unknown>;
  };
}

/** ShowMore for a list of lib/paged-list.ts (or any infinite query read the same way). */
function ListShowMore({ list, label, failedMessage }: { list: PagedView; label: string; failedMessage: string }) {
  const { query, items, total } = list;
  return (
    <ShowMore
      shown={items.length}
      total={total}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError ? { message: failedMessage, detail: errorText(query.error) } : null}
      onMore={() => void query.fetchNextPage()}
      label={label}
    />
  );
}

export { ListShowMore };
