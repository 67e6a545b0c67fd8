import { CalendarDays, CreditCard, GraduationCap, UserRound } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { BookingItem } from "@shared/bookings";
import { SCHEDULING } from "@shared/constants";
import { lessonLinks } from "@shared/links";
import { parentMayReschedule, RESCHEDULE_TOO_LATE } from "@shared/scheduling";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AddToCalendarButton } from "@/features/calendar";
import { Price } from "@/features/currency";
import { AttendanceBadge } from "@/features/lessons";
import { Sentence } from "@/lib/bdi";
import { viewerTimeZone } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useBooking } from "../api/get-booking";
import { useBookingPages } from "../api/get-bookings";
import { isUpcoming, needsPayment } from "../lib/booking-state";
import { formatBookingTime, formatBookingTimeWithZone, zoneAbbreviation } from "../lib/booking-time";
import { useRenderAfter } from "../lib/use-countdown";
import { BookingStatusBadge, PaymentStatusBadge, PlanLessonBadge, TrialLessonBadge } from "./booking-badges";
import { HoldNotice, useBookingHold } from "./booking-hold";
import { LateMoveNotice } from "./late-move-notice";
import { BookingsQueryView, type BookingsViewProps } from "./bookings-list";
import { CancelBookingButton } from "./cancel-booking-button";
import { RescheduleBookingButton } from "./reschedule-booking";

export { formatBookingTime, zoneAbbreviation } from "../lib/booking-time";
export { needsPayment } from "../lib/booking-state";

const HOUR = 3_600_000;

export const payNowHref = (b: Pick<BookingItem, "id" | "classId">) => `/class/${b.classId}/book?booking=${b.id}`;

/** A scheduled lesson that has not started can still be cancelled. */
export const canCancel = isUpcoming;

/**
 * The parent's order: the lessons to come first, the next one on top, then the rest as the server lists them (newest
 * first). The server's order stays what it is for everyone else.
 */
export function nextLessonsFirst<T extends Pick<BookingItem, "status" | "scheduledAt">>(
  list: T[],
  now = Date.now(),
): T[] {
  const upcoming = list
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  return [...upcoming, ...list.filter((b) => !isUpcoming(b, now))];
}

/** What the page adds to a lesson's row (Join lesson, View report, Write a review): features it composes. */
export type LessonActions = (booking: BookingItem) => ReactNode;

interface RowOptions {
  zone: string;
  lessonActions?: LessonActions;
  /** The booking a link opened (?booking=12): scrolled to, focused and marked. */
  highlightId?: number | null;
}

function BookingRow({ booking: b, zone, lessonActions, highlightId }: RowOptions & { booking: BookingItem }) {
  const { t } = useTranslation();
  const hold = useBookingHold(b);
  // The row is drawn again at its moments: the parent's last chance to move the lesson, and its start.
  useRenderAfter(Date.parse(b.scheduledAt) - SCHEDULING.parentRescheduleHours * HOUR);
  useRenderAfter(Date.parse(b.scheduledAt) - 1);
  const tooLateToMove = !parentMayReschedule(b.scheduledAt, new Date(), b.movedAtShortNotice);
  const upcoming = isUpcoming(b) && !hold.expired;
  // Not while on hold: the payment would be refused (the teacher is not approved now), and a move waits too.
  const pay = needsPayment(b) && !hold.expired && !b.onHold;
  const hintId = useId();
  const highlighted = highlightId === b.id;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted || !ref.current) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    ref.current.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    ref.current.focus({ preventScroll: true });
  }, [highlighted]);
  const lateMove = upcoming && b.movedAtShortNotice;
  const notes = hold.remaining !== null || (upcoming && tooLateToMove) || b.onHold || lateMove;
  return (
    <li
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? "true" : undefined}
      className={cn(
        "rounded-xl border bg-card p-4 shadow-soft focus-visible:outline-none sm:p-5",
        highlighted && "border-primary ring-2 ring-primary/40 ring-offset-2 ring-offset-background",
      )}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h3 dir="auto" className="break-words font-semibold leading-snug text-foreground">
            {b.classTitle}
          </h3>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{`${t("Child:")} `}</span>
                {b.studentName}
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <GraduationCap className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <Sentence
                  i18nKey="with <teacher>{{name}}</teacher>"
                  values={{ name: b.teacherName }}
                  components={{
                    // Not "link": HTML's <link> is a void element, so the name would fall outside it.
                    teacher: (
                      <Link
                        href={lessonLinks.teacherProfile(b.teacherId)}
                        className="rounded-sm font-medium text-foreground hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      />
                    ),
                  }}
                />
              </span>
            </span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-foreground">
            <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <time dateTime={b.scheduledAt} title={zone.replaceAll("_", " ")}>
              {formatBookingTime(b.scheduledAt, zone)}{" "}
              <span className="text-muted-foreground">{zoneAbbreviation(b.scheduledAt, zone)}</span>
            </time>
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 md:justify-end md:gap-6">
          <div className="flex flex-wrap items-center gap-2 md:w-64 md:justify-end">
            <BookingStatusBadge status={b.status} onHold={b.onHold} />
            <PaymentStatusBadge status={b.paymentStatus} />
            <PlanLessonBadge planId={b.planId} />
            <TrialLessonBadge trial={b.trial} />
            {b.attendance ? <AttendanceBadge attendance={b.attendance} /> : null}
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-foreground md:min-w-20 md:text-end">
            <span className="sr-only">{`${t("Amount:")} `}</span>
            <Price amount={b.amount} />
          </p>
        </div>
      </div>
      {/* What can be done now; hidden when there is nothing (a past lesson with no report or review to see). */}
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t pt-3 empty:hidden">
        {notes ? (
          // Beside the buttons from sm up, its sentences wrapping rather than pushing the buttons to a line of their
          // own.
          <div className="me-auto grid min-w-0 basis-full gap-1.5 sm:min-w-56 sm:flex-1 sm:basis-0">
            {hold.remaining !== null ? <HoldNotice remaining={hold.remaining} /> : null}
            {lateMove ? <LateMoveNotice booking={b} /> : null}
            {b.onHold ? (
              <p className="text-xs font-medium text-foreground">
                {t(
                  "The teacher's safeguarding check is being verified again. The lesson takes place once it is; until then you can cancel it with a full refund.",
                )}
              </p>
            ) : null}
            {upcoming && tooLateToMove ? (
              <p id={hintId} className="text-xs text-muted-foreground">
                {t(RESCHEDULE_TOO_LATE)}.
              </p>
            ) : null}
          </div>
        ) : null}
        {lessonActions?.(b)}
        {upcoming ? <AddToCalendarButton bookingId={b.id} classTitle={b.classTitle} /> : null}
        {upcoming && !b.onHold ? (
          <RescheduleBookingButton
            booking={b}
            by="parent"
            zone={zone}
            disabledHintId={tooLateToMove ? hintId : undefined}
          />
        ) : null}
        {upcoming ? (
          <CancelBookingButton booking={b} by="parent" when={formatBookingTimeWithZone(b.scheduledAt, zone)} />
        ) : null}
        {pay ? (
          <Button asChild size="sm">
            <Link href={payNowHref(b)}>
              <CreditCard aria-hidden="true" />
              {t("Pay now")}{" "}
              <span className="sr-only">
                {t("for {{classTitle}}, {{studentName}}", { classTitle: b.classTitle, studentName: b.studentName })}
              </span>
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Bookings as cards: the same facts on a phone and on a desktop, with the payment step one click away. */
export function ParentBookingsList({
  bookings,
  caption,
  zone = viewerTimeZone(),
  ...options
}: { bookings: BookingItem[]; caption: string; zone?: string } & Omit<RowOptions, "zone">) {
  return (
    <ul className="grid gap-3" aria-label={caption}>
      {bookings.map((b) => (
        <BookingRow key={b.id} booking={b} zone={zone} {...options} />
      ))}
    </ul>
  );
}

/**
 * The booking a link names (?booking=12) when the loaded pages do not hold it (an older one, or the list failed):
 * read on its own (GET /api/bookings/{id}) and shown marked above the list. Once a page brings it, the list marks it.
 */
function LinkedBooking({ id, lessonActions }: { id: number; lessonActions?: LessonActions }) {
  const { t } = useTranslation();
  const pages = useBookingPages();
  const settled = pages.query.isSuccess || pages.query.isError;
  const inList = pages.items.some((b) => b.id === id);
  const single = useBooking(settled && !inList ? id : null);
  if (!settled || inList) return null;
  if (single.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("Loading the booking you opened...")}
        </p>
        <Skeleton className="h-28 rounded-xl md:h-24" />
      </div>
    );
  }
  if (!single.data) {
    return (
      <Alert role="status" title={t("This booking could not be found")}>
        {t("It may have been removed, or belong to another account.")}
      </Alert>
    );
  }
  return (
    <ParentBookingsList
      bookings={[single.data]}
      caption={t("The booking you opened")}
      lessonActions={lessonActions}
      highlightId={id}
    />
  );
}

/** The bookings of the parent's children, with loading, empty and error states. */
export function ParentBookings({
  caption,
  emptyDescription,
  lessonActions,
  highlightId,
  ...rest
}: BookingsViewProps & Omit<RowOptions, "zone">) {
  const { t } = useTranslation();
  const view = (
    <BookingsQueryView
      {...rest}
      emptyDescription={
        emptyDescription ??
        t("Browse our vetted teachers and book a class for your child. Your bookings and payments appear here.")
      }
      skeletonClassName="h-28 rounded-xl md:h-24"
      arrange={nextLessonsFirst}
    >
      {(list) => (
        <ParentBookingsList
          bookings={list}
          caption={caption ?? t("Your children's bookings")}
          lessonActions={lessonActions}
          highlightId={highlightId}
        />
      )}
    </BookingsQueryView>
  );
  if (highlightId == null) return view;
  return (
    <div className="space-y-3">
      <LinkedBooking id={highlightId} lessonActions={lessonActions} />
      {view}
    </div>
  );
}
