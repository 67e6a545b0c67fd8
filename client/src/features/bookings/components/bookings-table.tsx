import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { formatEventTime, formatMoney, viewerTimeZone } from "@/lib/format";
import { AddToCalendarButton } from "@/features/calendar";
import { LessonActions, LessonBadges, type OpenLesson } from "@/features/lessons";
import { isUpcoming } from "../lib/booking-state";
import { useRenderAfter } from "../lib/use-countdown";
import { BookingStatusBadge, PaymentStatusBadge, PlanLessonBadge, TrialLessonBadge } from "./booking-badges";
import { useBookingHold } from "./booking-hold";
import { CancelBookingButton } from "./cancel-booking-button";
import { RescheduleBookingButton } from "./reschedule-booking";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatEventTime(iso)}</time>;
}

/**
 * The teacher's own actions on a lesson to come: add it to a calendar, move it (any time before it starts, issue 17)
 * or cancel it (the family is always refunded in full). Nothing once it has started, or when its unpaid hold ran out.
 */
function TeacherBookingActions({ booking: b }: { booking: BookingItem }) {
  // Drawn again at the start, when the actions go.
  useRenderAfter(Date.parse(b.scheduledAt) - 1);
  const hold = useBookingHold(b);
  if (!isUpcoming(b) || hold.expired) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <AddToCalendarButton bookingId={b.id} classTitle={b.classTitle} />
      <RescheduleBookingButton booking={b} by="teacher" zone={viewerTimeZone()} />
      <CancelBookingButton booking={b} by="teacher" when={formatEventTime(b.scheduledAt)} />
    </div>
  );
}

/** A table from md up; a stack of cards on phones (design.md). Both carry the same facts. */
export function BookingsTable({
  bookings,
  caption,
  onOpen,
  rowActions,
}: {
  bookings: BookingItem[];
  caption: string;
  onOpen?: OpenLesson;
  /** What the page adds to a row's actions (Message the family): features it composes. */
  rowActions?: (booking: BookingItem) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/60 text-start text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t("Student")}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t("Class")}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t("Time")}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t("Status")}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t("Payment")}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t("Amount")}
              </th>
              {onOpen ? (
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  <span className="sr-only">{t("Actions")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y">
            {bookings.map((b) => (
              <tr key={b.id} className="transition-colors hover:bg-muted/30">
                <th scope="row" className="px-4 py-3 text-start font-semibold text-foreground">
                  {b.studentName}
                </th>
                {/* Wrapped in full, never cut: the whole title also in `title` for a pointer resting on it. */}
                <td className="min-w-[10rem] max-w-[20rem] px-4 py-3 text-foreground">
                  <span className="break-words" title={b.classTitle}>
                    {b.classTitle}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <When iso={b.scheduledAt} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    <BookingStatusBadge status={b.status} onHold={b.onHold} />
                    <PlanLessonBadge planId={b.planId} />
                    <TrialLessonBadge trial={b.trial} />
                    <LessonBadges booking={b} />
                  </div>
                </td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={b.paymentStatus} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-foreground">
                  {formatMoney(b.amount)}
                </td>
                {onOpen ? (
                  <td className="px-4 py-3">
                    <div className="grid justify-items-end gap-2">
                      <LessonActions booking={b} onOpen={onOpen} />
                      <TeacherBookingActions booking={b} />
                      {rowActions?.(b)}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {bookings.map((b) => (
          <li key={b.id} className="rounded-xl border bg-card p-4 shadow-soft">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-foreground">{b.studentName}</p>
                <p className="mt-0.5 break-words text-sm text-muted-foreground" title={b.classTitle}>
                  {b.classTitle}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-foreground">{formatMoney(b.amount)}</p>
            </div>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-foreground">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              <When iso={b.scheduledAt} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <BookingStatusBadge status={b.status} onHold={b.onHold} />
              <PaymentStatusBadge status={b.paymentStatus} />
              <PlanLessonBadge planId={b.planId} />
              <TrialLessonBadge trial={b.trial} />
              <LessonBadges booking={b} />
            </div>
            {onOpen ? (
              <div className="mt-3 grid justify-items-end gap-2 border-t pt-3">
                <LessonActions booking={b} onOpen={onOpen} />
                <TeacherBookingActions booking={b} />
                {rowActions?.(b)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
