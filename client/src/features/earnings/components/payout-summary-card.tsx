// The platform's money (issue 34, GET /api/admin/payouts/summary): what is owed to teachers now, what was paid out,
// and the fees, refunds and payouts of the last twelve weeks as a table (readable by all, unlike a chart).
import { CircleCheck, Hourglass, Send, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { FigureGrid, FigureGridSkeleton } from "@/components/ui/figure-grid";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { PayoutSummaryAnswer } from "@shared/payouts";
import { usePayoutSummary } from "../api/admin-payouts";
import { lessonDay } from "../lib/earnings-format";

function Weeks({ weeks }: { weeks: PayoutSummaryAnswer["weeks"] }) {
  const { t } = useTranslation();
  if (weeks.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("No fees, refunds or payouts in the last 12 weeks.")}</p>;
  }
  // Smaller and narrower on phones: the four columns fit 375 px, so "Paid to teachers" is not scrolled out of sight.
  const head = "px-2 py-2 font-semibold sm:px-4";
  // Newest first, as every list of the dashboard (the answer has them oldest first).
  const rows = [...weeks].reverse();
  return (
    // On phones the table also reaches half into the card's padding: the last column needs the room.
    <div className="-mx-3 overflow-x-auto rounded-xl border sm:mx-0">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{t("Fees, refunds and payouts by week")}</caption>
        <thead className="border-b bg-muted/60 text-xs uppercase text-muted-foreground sm:tracking-wide">
          <tr>
            <th scope="col" className={cn(head, "text-start")}>
              {t("Week of")}
            </th>
            <th scope="col" className={cn(head, "text-end")}>
              {t("Fees")}
            </th>
            <th scope="col" className={cn(head, "text-end")}>
              {t("Refunds")}
            </th>
            <th scope="col" className={cn(head, "text-end")}>
              {t("Paid to teachers")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className="whitespace-nowrap px-2 py-2 sm:px-4 text-start font-medium text-foreground">
                {/* A week starts on Monday 00:00 UTC: read in UTC, so it is a Monday wherever the admin is. */}
                <time dateTime={week.weekStart}>{lessonDay(week.weekStart, "UTC")}</time>
              </th>
              <td className="whitespace-nowrap px-2 py-2 sm:px-4 text-end tabular-nums">{formatMoney(week.fees)}</td>
              <td className="whitespace-nowrap px-2 py-2 sm:px-4 text-end tabular-nums">{formatMoney(week.refunds)}</td>
              <td className="whitespace-nowrap px-2 py-2 sm:px-4 text-end tabular-nums">{formatMoney(week.paidOut)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PayoutSummaryCard() {
  const { t } = useTranslation();
  const query = usePayoutSummary();
  let body;
  if (query.isPending) {
    body = <FigureGridSkeleton count={3} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t("The payouts summary could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const { owed, paidOut, weeks } = query.data;
    body = (
      <div className="space-y-5">
        <FigureGrid
          className="grid-cols-1 sm:grid-cols-3 lg:grid-cols-3"
          figures={[
            {
              label: t("Owed, pending"),
              value: formatMoney(owed.pending),
              icon: <Hourglass className="size-5" />,
              hint: t("Lessons not yet reported, or reported under 48 hours ago"),
            },
            {
              label: t("Owed, available"),
              value: formatMoney(owed.available),
              icon: <CircleCheck className="size-5" />,
              hint: t("Paid at the next weekly run to each teacher due a payout"),
            },
            {
              label: t("Paid to teachers"),
              value: formatMoney(paidOut),
              icon: <Send className="size-5" />,
              hint: t("Sent by PayPal, less the payouts that came back"),
            },
          ]}
        />
        <Weeks weeks={weeks} />
      </div>
    );
  }
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" id="payout-summary-title" className="flex items-center gap-2 text-lg">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          {t("Money owed and paid")}
        </CardTitle>
        <CardDescription>{t("What teachers are owed now, and the platform's money week by week.")}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
