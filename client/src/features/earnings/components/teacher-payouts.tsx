// The teacher's payouts (issue 34): the next weekly run's date under the balances, and each payout with its status,
// newest first, 20 a page.
import { CalendarClock, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PAYOUT_MINIMUM_CENTS } from "@shared/payouts";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import type { TeacherPayouts as TeacherPayoutsList } from "../api/teacher-payouts";
import { lessonDay } from "../lib/earnings-format";
import { PayoutsTable } from "./payouts-table";

/** "Next payout: Dec 14, 2026", once the payouts are read. */
export function NextPayout({ nextPayoutAt }: { nextPayoutAt: string | null }) {
  const { t } = useTranslation();
  if (!nextPayoutAt) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-foreground">
      <CalendarClock className="size-4 text-primary" aria-hidden="true" />
      <strong className="font-semibold">{t("Next payout: {{date}}", { date: lessonDay(nextPayoutAt) })}</strong>
    </p>
  );
}

function PayoutsBody({ payouts }: { payouts: TeacherPayoutsList }) {
  const { t } = useTranslation();
  const { query, items } = payouts;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading your payouts...")}
        </p>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={t("Your payouts could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Send}
        title={t("No payouts yet")}
        description={t("Payouts are sent weekly by PayPal once your available balance reaches {{amount}}.", {
          amount: formatMoney(PAYOUT_MINIMUM_CENTS / 100),
        })}
      />
    );
  }
  return (
    <div className="space-y-3">
      <PayoutsTable items={items} caption={t("Your payouts")} />
      <ListShowMore
        list={payouts}
        label={t("Show more payouts")}
        failedMessage={t("More payouts could not be loaded.")}
      />
    </div>
  );
}

/** The tab reads the payouts once and hands them here and to NextPayout: a second reader mounted later would read
 * them again (they are never fresh, like all money). */
export function TeacherPayouts({ payouts }: { payouts: TeacherPayoutsList }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payouts-heading" className="space-y-3">
      <h3 id="payouts-heading" className="font-display text-lg font-semibold text-foreground">
        {t("Payouts")}
      </h3>
      <PayoutsBody payouts={payouts} />
    </section>
  );
}
