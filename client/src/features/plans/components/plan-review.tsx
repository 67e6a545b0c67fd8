// "Book weekly", step 2 (issue 33): the first four weeks as made by the server (every lesson, the teacher's days off
// skipped and not charged) and the total, before the payment that also saves the method for the renewals.
import { CalendarOff, CalendarX2, Repeat } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SCHEDULING } from "@shared/constants";
import { fromCents, toCents } from "@shared/money";
import type { PlanCycle } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Price } from "@/features/currency";
import { Sentence } from "@/lib/bdi";
import { formatEventTime, formatMoney } from "@/lib/format";
import { formatShortDateIn, formatTimeIn } from "@/features/bookings";
import { formatLongDate } from "../lib/plan-dates";

interface PlanReviewProps {
  /** The cycle to pay: the first, or a refused renewal's (the plan past due). */
  cycle: PlanCycle;
  /** The class's price of one lesson ("20.00"). */
  price: string;
  studentName: string;
  viewerZone: string;
  /** The payment provider's button, composed in by the page. */
  payment: ReactNode;
  /** A refused renewal's time to pay by hand (the plan past due); null or absent for the first cycle. */
  payBy?: string | null;
  /** Only a plan not paid yet can be made again with other times. */
  onStartOver?: () => void;
  startingOver?: boolean;
}

export function PlanReview({
  cycle,
  price,
  studentName,
  viewerZone,
  payment,
  payBy,
  onStartOver,
  startingOver,
}: PlanReviewProps) {
  const { t } = useTranslation();
  const full = fromCents(toCents(price) * cycle.lessons.length);
  const discounted = toCents(cycle.amount) < toCents(full);
  return (
    <div className="grid gap-5">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Repeat className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {cycle.number === 1 ? (
            <Sentence
              i18nKey="{{name}}'s first four weeks, {{from}} to {{to}}. Renewed every four weeks until you cancel."
              values={{ name: studentName, from: formatLongDate(cycle.startsOn), to: formatLongDate(cycle.endsOn) }}
            />
          ) : payBy ? (
            <Sentence
              i18nKey="{{name}}'s next four weeks, {{from}} to {{to}}. The saved payment method was refused: pay by {{time}} to keep these times."
              values={{
                name: studentName,
                from: formatLongDate(cycle.startsOn),
                to: formatLongDate(cycle.endsOn),
                time: formatEventTime(payBy, viewerZone),
              }}
            />
          ) : (
            <Sentence
              i18nKey="{{name}}'s next four weeks, {{from}} to {{to}}. The saved payment method was refused: pay within 48 hours to keep these times."
              values={{ name: studentName, from: formatLongDate(cycle.startsOn), to: formatLongDate(cycle.endsOn) }}
            />
          )}
        </span>
      </p>
      <section aria-labelledby="plan-lessons-heading" className="rounded-xl border bg-card">
        <h2 id="plan-lessons-heading" className="border-b px-4 py-3 text-sm font-semibold text-foreground">
          {t("Lessons in these four weeks: {{lessons}}", { lessons: cycle.lessons.length })}
        </h2>
        <ol className="grid gap-x-6 gap-y-1.5 px-4 py-3 text-sm sm:grid-cols-2">
          {cycle.lessons.map((lesson) => (
            <li key={lesson.bookingId} className="flex justify-between gap-3 tabular-nums">
              <span className="text-foreground">{formatShortDateIn(lesson.scheduledAt, viewerZone)}</span>
              <span className="text-muted-foreground">{formatTimeIn(lesson.scheduledAt, viewerZone)}</span>
            </li>
          ))}
        </ol>
      </section>
      {cycle.skipped.length > 0 ? (
        <section
          aria-labelledby="plan-skipped-heading"
          className="rounded-xl border border-warning/40 bg-warning-soft p-4"
        >
          <h2 id="plan-skipped-heading" className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <CalendarOff className="size-4 text-warning" aria-hidden="true" />
            {t("Skipped and not charged: the teacher is off")}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm text-foreground/85">
            {cycle.skipped.map((s) => (
              <li key={`${s.date} ${s.time}`}>{formatLongDate(s.date)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid gap-2 rounded-xl border bg-card px-4 py-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            {t("Lessons: {{lessons}} × {{price}}", { lessons: cycle.lessons.length, price: formatMoney(price) })}
          </dt>
          <dd className="tabular-nums text-foreground">
            <Price amount={full} />
          </dd>
        </div>
        {discounted ? (
          <div className="flex justify-between gap-4">
            {/* A renewal's amount is also less the credits carried into it. */}
            <dt className="text-muted-foreground">
              {cycle.number === 1 ? t("Sibling discount") : t("Credits and discounts")}
            </dt>
            <dd className="tabular-nums text-success">
              −<Price amount={fromCents(toCents(full) - toCents(cycle.amount))} />
            </dd>
          </div>
        ) : null}
        <div className="mt-1 flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold text-foreground">{t("Total for four weeks")}</dt>
          <dd className="font-semibold tabular-nums text-foreground">
            <Price amount={cycle.amount} />
          </dd>
        </div>
      </dl>
      <p className="text-center text-sm text-muted-foreground">
        {cycle.number === 1
          ? t(
              "Your times are held for {{minutes}} minutes while you pay. PayPal saves your payment method for the renewals.",
              { minutes: SCHEDULING.unpaidHoldMinutes },
            )
          : t("PayPal saves the payment method you use now for the next renewals.")}
      </p>
      {payment}
      {onStartOver ? (
        <Button
          variant="outline"
          onClick={onStartOver}
          disabled={startingOver}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {startingOver ? <Spinner /> : <CalendarX2 aria-hidden="true" />}
          {t("Choose other times")}
        </Button>
      ) : null}
    </div>
  );
}
