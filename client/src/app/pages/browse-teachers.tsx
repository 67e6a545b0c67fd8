import { ChevronDown, SearchX } from "lucide-react";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { PatternedPage } from "@/components/layout/patterned-page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useBrowseTeachers } from "@/features/teachers/api/browse-teachers";
import { BrowseFilters } from "@/features/teachers/components/browse-filters";
import { TeacherCard, TeacherCardSkeleton } from "@/features/teachers/components/teacher-card";
import { useBrowseFilters } from "@/features/teachers/lib/use-browse-filters";
import { errorText } from "@/lib/api-client";
import { numberLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const GRID = "grid gap-6 md:grid-cols-2 xl:grid-cols-3";

interface ResultsProps {
  browse: ReturnType<typeof useBrowseTeachers>;
  hasFilters: boolean;
  onClear: () => void;
}

function Results({ browse, hasFilters, onClear }: ResultsProps) {
  const { t } = useTranslation();
  const { query, teachers, total, capped } = browse;
  // More than the server counts (BROWSE_TOTAL_CAP): "1,000+", and never fewer than the cards already shown.
  const count = capped ? Math.max(total, teachers.length) : total;
  const totalText = capped ? `${count.toLocaleString(numberLocale())}+` : count.toLocaleString(numberLocale());
  // The first list (up to 12 cards) renders as a deferred update: React yields to the browser while it builds
  // it rather than blocking the page for the whole render.
  const firstLoad = useDeferredValue(query.isPending);

  if (query.isPending || firstLoad) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t("Loading teachers...")}
        </p>
        <div className={GRID}>
          {Array.from({ length: 3 }, (_, i) => (
            <TeacherCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={t("Failed to fetch teachers")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  // Previous results stay visible (dimmed) while a changed search loads.
  const updating = query.isPlaceholderData && query.isFetching;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-foreground">
        {t("Found {{total}} qualified teacher(s)", { total: totalText, count })}
      </p>
      {teachers.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={t("No Teachers Found")}
          description={
            hasFilters
              ? t(
                  "No verified teacher matches your search. Try other words, another subject or level, or clear the filters.",
                )
              : t("No verified teachers are available yet. Please check back soon.")
          }
          action={
            <Button variant="outline" onClick={onClear}>
              {t("Clear Filters")}
            </Button>
          }
        />
      ) : (
        <>
          <ul
            aria-label={t("Teachers")}
            aria-busy={updating}
            className={cn(GRID, "transition-opacity duration-200", updating && "opacity-60")}
          >
            {teachers.map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <ErrorState
              message={t("Failed to fetch teachers")}
              detail={errorText(query.error)}
              onRetry={() => query.fetchNextPage()}
              retrying={query.isFetchingNextPage}
            />
          ) : null}
          {query.hasNextPage ? (
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-muted-foreground">
                {t("Showing {{shown}} of {{total}}", { shown: teachers.length, total: totalText })}
              </p>
              {query.isFetchNextPageError ? null : (
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => query.fetchNextPage()}
                  disabled={query.isFetchingNextPage || updating}
                >
                  {query.isFetchingNextPage ? <Spinner /> : <ChevronDown aria-hidden="true" />}
                  {query.isFetchingNextPage ? t("Loading more teachers...") : t("Show more teachers")}
                </Button>
              )}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function BrowseTeachers() {
  const { t } = useTranslation();
  const search = useBrowseFilters();
  const browse = useBrowseTeachers(search.filters);
  return (
    <>
      <header>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Browse Teachers")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("Every teacher here is verified: ID, police clearance and an interview with our team.")}
        </p>
      </header>
      <BrowseFilters
        searchText={search.searchText}
        onSearchTextChange={search.setSearchText}
        onSearchSubmit={search.submitSearch}
        subject={search.filters.subject}
        onSubjectChange={search.setSubject}
        level={search.filters.level}
        onLevelChange={search.setLevel}
        matching={search.filters}
        onChoose={search.choose}
        searching={browse.query.isPlaceholderData && browse.query.isFetching}
      />
      <section aria-label={t("Results")}>
        <Results browse={browse} hasFilters={search.hasFilters} onClear={search.clear} />
      </section>
    </>
  );
}

/** /browse-teachers (spec §2): approved teachers, searched and filtered by the server, with their bookable classes. */
export default function BrowseTeachersPage() {
  return (
    <PatternedPage>
      <BrowseTeachers />
    </PatternedPage>
  );
}
