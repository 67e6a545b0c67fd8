// The teacher dashboard's Earnings tab (issue 34): the balances and the next payout, the fee in force, each lesson's
// split, the payouts, the monthly statement, and where the teacher is paid.
import { CircleCheck, Hourglass, Send, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton } from "@/components/ui/figure-grid";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { useTeacherEarnings, type TeacherEarnings as Earnings } from "../api/get-earnings";
import { useTeacherPayouts } from "../api/teacher-payouts";
import { formatPercent } from "../lib/earnings-format";
import { EarningsTable } from "./earnings-list";
import { PayoutMethodCard } from "./payout-method-card";
import { StatementDownload } from "./statement-download";
import { NextPayout, TeacherPayouts } from "./teacher-payouts";

function Figures({
  summary,
  nextPayoutAt,
}: {
  summary: NonNullable<Earnings["summary"]>;
  nextPayoutAt: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <FigureGrid
        className="grid-cols-1 sm:grid-cols-3 lg:grid-cols-3"
        figures={[
          {
            label: t("Pending"),
            value: formatMoney(summary.pending),
            icon: <Hourglass className="size-5" />,
            hint: t("Lessons not yet reported, or reported under 48 hours ago"),
          },
          {
            label: t("Available"),
            value: formatMoney(summary.available),
            icon: <CircleCheck className="size-5" />,
            hint: t("Lessons reported held over 48 hours ago"),
          },
          {
            label: t("Paid out"),
            value: formatMoney(summary.paidOut),
            icon: <Send className="size-5" />,
            hint: t("Sent to your PayPal address"),
          },
        ]}
      />
      <NextPayout nextPayoutAt={nextPayoutAt} />
      <p className="text-sm text-muted-foreground">
        {t("A lesson's money becomes available 48 hours after you report it held (present, late or absent child).")}
      </p>
      <p className="text-sm text-muted-foreground">
        <strong className="font-semibold text-foreground">
          {t("Halaqa's fee: {{percent}}", { percent: formatPercent(summary.feePercent) })}
        </strong>
        {" · "}
        {t("Each lesson keeps the fee in force when it was paid.")}
      </p>
    </div>
  );
}

function Lessons({ earnings, emptyAction }: { earnings: Earnings; emptyAction?: ReactNode }) {
  const { t } = useTranslation();
  const { items } = earnings;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Wallet}
        title={t("No earnings yet")}
        description={t("Each lesson a family pays for appears here with its price, Halaqa's fee and what you receive.")}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-3">
      <EarningsTable items={items} caption={t("Your lessons and what each earned")} />
      <ListShowMore
        list={earnings}
        label={t("Show more lessons")}
        failedMessage={t("More lessons could not be loaded.")}
      />
    </div>
  );
}

export function TeacherEarnings({ emptyAction }: { emptyAction?: ReactNode }) {
  const { t } = useTranslation();
  const earnings = useTeacherEarnings();
  // Asked for with the earnings, not once they are shown: the next payout's date sits among the balances.
  const payouts = useTeacherPayouts();
  const { query, summary } = earnings;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <FigureGridSkeleton count={3} />
        <div aria-busy="true" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      </>
    );
  } else if (query.isError && !summary) {
    body = (
      <ErrorState
        message={t("Your earnings could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (summary) {
    body = (
      <>
        <section aria-label={t("Your balances")}>
          <Figures summary={summary} nextPayoutAt={payouts.nextPayoutAt} />
        </section>
        <section aria-labelledby="earnings-lessons-heading" className="space-y-3">
          <h3 id="earnings-lessons-heading" className="font-display text-lg font-semibold text-foreground">
            {t("Lessons")}
          </h3>
          <Lessons earnings={earnings} emptyAction={emptyAction} />
        </section>
        <TeacherPayouts payouts={payouts} />
        <StatementDownload />
      </>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="earnings-heading" className="space-y-5">
        <div>
          <h2 id="earnings-heading" className="font-display text-xl font-semibold text-foreground">
            {t("Earnings")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("What each paid lesson earns you, after Halaqa's fee.")}
          </p>
        </div>
        {body}
      </section>
      <PayoutMethodCard />
    </div>
  );
}
