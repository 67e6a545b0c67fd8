// The weekly payout batches (issue 34), newest first, 20 a page: a table from md up, cards on phones; opening a batch
// lists its payouts under it.
import { ChevronDown, Layers } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PayoutBatch, PayoutBatchStatus } from "@shared/payouts";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { usePayoutBatches } from "../api/admin-payouts";
import { lessonDay } from "../lib/earnings-format";
import { BatchPayouts } from "./batch-payouts";

const VARIANTS: Record<PayoutBatchStatus, NonNullable<BadgeProps["variant"]>> = {
  sending: "info",
  sent: "warning",
  done: "success",
  failed: "destructive",
};

function BatchStatusBadge({ status }: { status: PayoutBatchStatus }) {
  const { t } = useTranslation();
  const words: Record<PayoutBatchStatus, string> = {
    sending: t("Sending"),
    sent: t("Sent"),
    done: t("Done"),
    failed: t("Failed"),
  };
  return <Badge variant={VARIANTS[status]}>{words[status]}</Badge>;
}

/** What PayPal made of the batch's items, each count with its word (no plural forms needed). */
function Outcomes({ batch }: { batch: PayoutBatch }) {
  const { t } = useTranslation();
  const counts = [
    [t("Paid"), batch.succeeded, false],
    [t("Pending"), batch.pending, false],
    [t("Failed"), batch.failed, true],
    [t("Unclaimed"), batch.unclaimed, false],
  ] as const;
  return (
    <>
      {/* Two by two, so the counts line up instead of one pair wrapping to a line of its own. */}
      <dl className="grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-sm">
        {counts.map(([label, n, alarm]) => (
          <div key={label} className="flex gap-1.5 whitespace-nowrap">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={cn("font-semibold tabular-nums", alarm && n > 0 && "text-destructive")}>{n}</dd>
          </div>
        ))}
      </dl>
      {batch.failureReason ? <p className="mt-1 break-words text-xs text-destructive">{batch.failureReason}</p> : null}
    </>
  );
}

function Toggle({ batch, open, onToggle }: { batch: PayoutBatch; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" aria-expanded={open} onClick={onToggle}>
      <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
      {open ? t("Hide payouts") : t("Show payouts")}{" "}
      <span className="sr-only">{t("of batch {{batch}}", { batch: batch.senderBatchId })}</span>
    </Button>
  );
}

function Facts({ batch }: { batch: PayoutBatch }) {
  const { t } = useTranslation();
  return (
    <span className="text-muted-foreground">
      <time dateTime={batch.createdAt}>{lessonDay(batch.createdAt)}</time>
      {" · "}
      {batch.runBy === "schedule" ? t("Weekly schedule") : t("An admin")}
    </span>
  );
}

function BatchesTable({
  items,
  open,
  toggle,
}: {
  items: PayoutBatch[];
  open: Set<number>;
  toggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const head = "px-4 py-3 font-semibold text-start";
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card shadow-soft md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("Payout batches")}</caption>
        <thead className="border-b bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={head}>
              {t("Batch")}
            </th>
            <th scope="col" className={head}>
              {t("Date and run by")}
            </th>
            <th scope="col" className={cn(head, "text-end")}>
              {t("Payouts")}
            </th>
            <th scope="col" className={cn(head, "text-end")}>
              {t("Total")}
            </th>
            <th scope="col" className={head}>
              {t("Results")}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t("Details")}</span>
            </th>
          </tr>
        </thead>
        {items.map((batch) => (
          <tbody key={batch.id} className="border-b last:border-b-0">
            <tr className="align-top">
              <th scope="row" className="px-4 py-3 text-start">
                <span className="block break-all font-semibold text-foreground">{batch.senderBatchId}</span>
                <BatchStatusBadge status={batch.status} />
              </th>
              <td className="px-4 py-3">
                <Facts batch={batch} />
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{batch.count}</td>
              <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums">
                {formatMoney(batch.total)}
              </td>
              <td className="max-w-[18rem] px-4 py-3">
                <Outcomes batch={batch} />
              </td>
              <td className="px-4 py-3 text-end">
                <Toggle batch={batch} open={open.has(batch.id)} onToggle={() => toggle(batch.id)} />
              </td>
            </tr>
            {open.has(batch.id) ? (
              <tr>
                <td colSpan={6} className="bg-muted/30 px-4 py-3">
                  <BatchPayouts batchId={batch.id} batchName={batch.senderBatchId} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function BatchCards({
  items,
  open,
  toggle,
}: {
  items: PayoutBatch[];
  open: Set<number>;
  toggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t("Payout batches")}>
      {items.map((batch) => (
        <li key={batch.id} className="space-y-2 rounded-xl border bg-card p-4 shadow-soft">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 break-all font-semibold text-foreground">{batch.senderBatchId}</p>
            <BatchStatusBadge status={batch.status} />
          </div>
          <p className="text-sm">
            <Facts batch={batch} />
          </p>
          <p className="text-sm text-foreground">
            <span className="font-semibold tabular-nums">{formatMoney(batch.total)}</span>
            {" · "}
            {t("Payouts")} <span className="tabular-nums">{batch.count}</span>
          </p>
          <Outcomes batch={batch} />
          <Toggle batch={batch} open={open.has(batch.id)} onToggle={() => toggle(batch.id)} />
          {open.has(batch.id) ? <BatchPayouts batchId={batch.id} batchName={batch.senderBatchId} cards /> : null}
        </li>
      ))}
    </ul>
  );
}

export function PayoutBatches() {
  const { t } = useTranslation();
  const batches = usePayoutBatches();
  const { query, items } = batches;
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading the payout batches...")}
        </p>
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={t("The payout batches could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Layers}
        title={t("No payout batches yet")}
        description={t("The weekly run makes one batch each Monday once a teacher is due a payout.")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <BatchesTable items={items} open={open} toggle={toggle} />
      <BatchCards items={items} open={open} toggle={toggle} />
      <ListShowMore
        list={batches}
        label={t("Show more batches")}
        failedMessage={t("More batches could not be loaded.")}
      />
    </div>
  );
}
