// One batch's payouts, read when the admin opens the batch (GET /api/admin/payouts?batchId=): each teacher, amount,
// status in words and, for one that came back, PayPal's reason.
import { useTranslation } from "react-i18next";
import type { AdminPayoutItem } from "@shared/payouts";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { useBatchPayouts } from "../api/admin-payouts";
import { PayoutStatusBadge, payoutReturned } from "./payout-status-badge";
import { Address } from "./payouts-table";

function Reason({ item }: { item: AdminPayoutItem }) {
  const { t } = useTranslation();
  if (!payoutReturned(item.status)) return null;
  return (
    <span className="mt-1 block text-xs">
      {item.failureReason ? <span className="block break-words text-foreground">{item.failureReason}</span> : null}
      <span className="block text-muted-foreground">
        {t("The amount went back to the teacher's available balance.")}
      </span>
    </span>
  );
}

function Rows({ items, caption, cards }: { items: AdminPayoutItem[]; caption: string; cards: boolean }) {
  const { t } = useTranslation();
  if (cards) {
    return (
      <ul className="grid gap-2" aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border bg-background p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-semibold text-foreground">{item.teacherName}</p>
              <PayoutStatusBadge status={item.status} />
            </div>
            <p className="mt-1 tabular-nums text-foreground">{formatMoney(item.amount)}</p>
            {/* Where it went, as the table says it: an admin answering a teacher on a phone needs it too. */}
            <p className="mt-0.5 text-muted-foreground">
              {t("Sent to")} <Address email={item.paypalEmail} />
            </p>
            <Reason item={item} />
          </li>
        ))}
      </ul>
    );
  }
  const head = "px-3 py-2 text-start font-semibold";
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className={head}>
            {t("Teacher")}
          </th>
          <th scope="col" className={`${head} text-end`}>
            {t("Amount")}
          </th>
          <th scope="col" className={head}>
            {t("Status")}
          </th>
          <th scope="col" className={head}>
            {t("Sent to")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {items.map((item) => (
          <tr key={item.id} className="align-top">
            <th scope="row" className="px-3 py-2 text-start font-semibold text-foreground">
              {item.teacherName}
            </th>
            <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatMoney(item.amount)}</td>
            <td className="max-w-[20rem] px-3 py-2">
              <PayoutStatusBadge status={item.status} />
              <Reason item={item} />
            </td>
            <td className="px-3 py-2 text-muted-foreground">
              <Address email={item.paypalEmail} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `cards`: the phones' layout, inside a batch's card; else a table inside the batches' table. */
export function BatchPayouts({
  batchId,
  batchName,
  cards = false,
}: {
  batchId: number;
  batchName: string;
  cards?: boolean;
}) {
  const { t } = useTranslation();
  const payouts = useBatchPayouts(batchId);
  const { query, items } = payouts;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          {t("Loading the batch's payouts...")}
        </p>
        <Skeleton className="h-10 rounded-lg" />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={t("The batch's payouts could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t("No payouts in this batch.")}</p>;
  return (
    <div className="space-y-2">
      <Rows items={items} cards={cards} caption={t("Payouts of batch {{batch}}", { batch: batchName })} />
      <ListShowMore
        list={payouts}
        label={t("Show more payouts")}
        failedMessage={t("More payouts could not be loaded.")}
      />
    </div>
  );
}
