// The teacher's lessons with what each earned (decision 094): a table from md up, cards on phones, as the bookings.
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { EarningItem } from "@shared/earnings";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { formatPercent, lessonDay } from "../lib/earnings-format";
import { EarningStatusBadge } from "./earning-status-badge";

/** A reversed lesson earned nothing in the end: its amounts stay readable, struck through. */
const amountClass = (item: EarningItem) =>
  cn("whitespace-nowrap tabular-nums", item.status === "reversed" && "text-muted-foreground line-through");

function FeeAmount({ item }: { item: EarningItem }) {
  return (
    <>
      <span className={amountClass(item)}>{formatMoney(item.fee)}</span>
      <span className="block text-xs text-muted-foreground">{formatPercent(item.feePercent)}</span>
    </>
  );
}

function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{lessonDay(iso)}</time>;
}

export function EarningsTable({ items, caption }: { items: EarningItem[]; caption: string }) {
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
              <th scope="col" className={cn(head, "text-start")}>
                {t("Class")}
              </th>
              <th scope="col" className={cn(head, "text-start")}>
                {t("Child")}
              </th>
              <th scope="col" className={cn(head, "text-end")}>
                {t("Lesson price")}
              </th>
              <th scope="col" className={cn(head, "text-end")}>
                {t("Fee")}
              </th>
              <th scope="col" className={cn(head, "text-end")}>
                {t("You receive")}
              </th>
              <th scope="col" className={cn(head, "text-start")}>
                {t("Status")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item) => (
              <tr key={item.bookingId} className="align-top transition-colors hover:bg-muted/30">
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <Day iso={item.scheduledAt} />
                </td>
                <th scope="row" className="min-w-[10rem] max-w-[18rem] px-4 py-3 text-start font-semibold">
                  <span className="break-words text-foreground">{item.classTitle}</span>
                </th>
                <td className="px-4 py-3 text-foreground">{item.studentName}</td>
                <td className="px-4 py-3 text-end">
                  <span className={amountClass(item)}>{formatMoney(item.gross)}</span>
                </td>
                <td className="px-4 py-3 text-end">
                  <FeeAmount item={item} />
                </td>
                <td className="px-4 py-3 text-end font-semibold text-foreground">
                  <span className={amountClass(item)}>{formatMoney(item.net)}</span>
                </td>
                <td className="px-4 py-3">
                  <EarningStatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={item.bookingId} className="rounded-xl border bg-card p-4 shadow-soft">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-foreground">{item.classTitle}</p>
                <p className="mt-0.5 text-sm text-muted-foreground">{item.studentName}</p>
              </div>
              <EarningStatusBadge status={item.status} />
            </div>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-foreground">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              <Day iso={item.scheduledAt} />
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 border-t pt-3 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{t("Lesson price")}</dt>
                <dd className={cn("mt-0.5", amountClass(item))}>{formatMoney(item.gross)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{t("Fee")}</dt>
                <dd className="mt-0.5">
                  <FeeAmount item={item} />
                </dd>
              </div>
              <div className="min-w-0 text-end">
                <dt className="text-xs text-muted-foreground">{t("You receive")}</dt>
                <dd className={cn("mt-0.5 font-semibold text-foreground", amountClass(item))}>
                  {formatMoney(item.net)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
