import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PlanItem } from "@shared/plans";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { usePlanPages } from "../api/get-plans";

interface PlansQueryViewProps {
  empty: { icon: LucideIcon; title: string; description: string; action?: ReactNode };
  skeletonClassName: string;
  children: (plans: PlanItem[]) => ReactNode;
}

/** GET /api/plans a page at a time, with its loading, error and empty states; `children` draws the plans. */
export function PlansQueryView({ empty, skeletonClassName, children }: PlansQueryViewProps) {
  const { t } = useTranslation();
  const pages = usePlanPages();
  const { query } = pages;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading weekly plans...")}
        </p>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={t("The weekly plans could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (pages.items.length === 0) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />;
  }
  return (
    <div className="space-y-3">
      {children(pages.items)}
      <ListShowMore list={pages} label={t("Show more plans")} failedMessage={t("More plans could not be loaded.")} />
    </div>
  );
}
