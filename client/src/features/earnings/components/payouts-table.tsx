// The teacher's payouts (issue 34): a table from md up, cards on phones, as the lessons; a payout that came back
// says why and that its amount is available again.
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PayoutItem } from "@shared/payouts";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { lessonDay } from "../lib/earnings-format";
import { PayoutStatusBadge, payoutReturned } from "./payout-status-badge";

/** PayPal's reason and where the money went, under the status of a failed or unclaimed payout. */
export function ReturnedNote({ item }: { item: Pick<PayoutItem, "status" | "failureReason"> }) {
  const { t } = useTranslation();
  if (!payoutReturned(item.status)) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      {item.failureReason ? <p className="break-words text-foreground">{item.failureReason}</p> : null}
      <p className="text-muted-foreground">{t("The amount is back in your available balance.")}</p>
    </div>
  );
}

/** Moves to its own line before it breaks inside (break-all cut "example.c|om" after the longer Arabic words). */
export function Address({ email }: { email: string }) {
  return (
    <bdi className="[overflow-wrap:anywhere]" dir="ltr">
      {email}
    </bdi>
  );
}

export function PayoutsTable({ items, caption }: { items: PayoutItem[]; caption: string }) {
  const { t } = useTranslation();
  const head = "px-4 py-3 font-semibold";
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className={cn(head, "text-start")}>
                {t("Date")}
              </th>
              <th scope="col" className={cn(head, "text-end")}>
                {t("Amount")}
              </th>
              <th scope="col" className={cn(head, "text-start")}>
                {t("Status")}
              </th>
              <th scope="col" className={cn(head, "text-start")}>
                {t("Sent to")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item) => (
              <tr key={item.id} className="align-top transition-colors hover:bg-muted/30">
                <th scope="row" className="whitespace-nowrap px-4 py-3 text-start font-semibold text-foreground">
                  <time dateTime={item.createdAt}>{lessonDay(item.createdAt)}</time>
                </th>
                <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-foreground">
                  {formatMoney(item.amount)}
                </td>
                <td className="max-w-[22rem] px-4 py-3">
                  <PayoutStatusBadge status={item.status} />
                  <ReturnedNote item={item} />
                </td>
                <td className="px-4 py-3 text-muted-foreground">
                  <Address email={item.paypalEmail} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border bg-card p-4 shadow-soft">
            <div className="flex items-start justify-between gap-3">
              <p className="font-display text-lg font-semibold tabular-nums text-foreground">
                {formatMoney(item.amount)}
              </p>
              <PayoutStatusBadge status={item.status} />
            </div>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-foreground">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              <time dateTime={item.createdAt}>{lessonDay(item.createdAt)}</time>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t("Sent to")} <Address email={item.paypalEmail} />
            </p>
            <ReturnedNote item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}
