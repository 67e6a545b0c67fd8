import { CalendarDays } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { formatEventTime, formatMoney, viewerTimeZone } from "@/lib/format";
import { AddToCalendarButton } from "@/features/calendar";
import { LessonActions, LessonBadges, LessonDetailDialog, type LessonView, type OpenLesson } from "@/features/lessons";
import { useBooking } from "../api/get-booking";
import { useBookingPages } from "../api/get-bookings";
import { isUpcoming } from "../lib/booking-state";
import { useRenderAfter } from "../lib/use-countdown";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";
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
}: {
  bookings: BookingItem[];
  caption: string;
  onOpen?: OpenLesson;
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
                <td className="max-w-[16rem] px-4 py-3 text-foreground">
                  <span className="line-clamp-2">{b.classTitle}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <When iso={b.scheduledAt} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    <BookingStatusBadge status={b.status} />
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
                <p className="mt-0.5 break-words text-sm text-muted-foreground">{b.classTitle}</p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-foreground">{formatMoney(b.amount)}</p>
            </div>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-foreground">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              <When iso={b.scheduledAt} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <BookingStatusBadge status={b.status} />
              <PaymentStatusBadge status={b.paymentStatus} />
              <LessonBadges booking={b} />
            </div>
            {onOpen ? (
              <div className="mt-3 grid justify-items-end gap-2 border-t pt-3">
                <LessonActions booking={b} onOpen={onOpen} />
                <TeacherBookingActions booking={b} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface BookingsViewProps {
  /** Show only the first N (the API lists newest first). */
  limit?: number;
  caption?: string;
  /** The next step offered when there are no bookings. */
  emptyAction?: ReactNode;
  emptyDescription?: string;
}

/**
 * The viewer's bookings (GET /api/bookings) with their loading, error and empty states; `children` draws the
 * list itself, so the teacher's table and the parent's cards share everything else.
 */
export function BookingsQueryView({
  limit,
  emptyAction,
  emptyDescription,
  skeletonClassName,
  arrange,
  children,
}: Omit<BookingsViewProps, "caption"> & {
  skeletonClassName: string;
  /** The order to show them in (before the limit applies); the server's order when absent. */
  arrange?: (bookings: BookingItem[]) => BookingItem[];
  children: (bookings: BookingItem[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const pages = useBookingPages();
  const bookings = pages.query;
  if (bookings.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading bookings...")}
        </p>
        {Array.from({ length: limit ?? 3 }, (_, i) => (
          <Skeleton key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <ErrorState
        message={t("Your bookings could not be loaded.")}
        detail={errorText(bookings.error)}
        onRetry={() => bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  const list = arrange ? arrange(pages.items) : pages.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title={t("No bookings yet")}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  if (limit) return <>{children(list.slice(0, limit))}</>;
  return (
    <div className="space-y-3">
      {children(list)}
      <ListShowMore
        list={pages}
        label={t("Show more bookings")}
        failedMessage={t("More bookings could not be loaded.")}
      />
    </div>
  );
}

/**
 * The lesson dialog of the booking `id`: from the loaded list, else read on its own (a notification's link may name
 * one on a later page). The last one opened stays drawn while the dialog closes.
 */
function TeacherLessonDialog({
  id,
  startWith,
  onClose,
}: {
  id: number | null;
  startWith: LessonView;
  onClose: () => void;
}) {
  const pages = useBookingPages();
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  // Once the list has answered, or failed: a failed list must not leave the dialog waiting for it.
  const settled = pages.query.isSuccess || pages.query.isError;
  const inList = pages.items.find((b) => b.id === shownId);
  const single = useBooking(settled && !inList && shownId !== null ? shownId : null);
  const booking = inList ?? (settled ? single.data : undefined);
  return (
    <LessonDetailDialog
      booking={shownId === null ? undefined : booking}
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      startWith={startWith}
      statusBadges={
        booking ? (
          <>
            <BookingStatusBadge status={booking.status} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </>
        ) : null
      }
    />
  );
}

export interface TeacherBookingsProps extends BookingsViewProps {
  /** The booking whose details are open (e.g. from the address, ?booking=12); uncontrolled when absent. */
  openBookingId?: number | null;
  onOpenBookingChange?: (id: number | null) => void;
}

/** The bookings of the teacher's classes, with loading, empty and error states, and each lesson's details. */
export function TeacherBookings({
  caption,
  emptyDescription,
  openBookingId,
  onOpenBookingChange,
  ...rest
}: TeacherBookingsProps) {
  const { t } = useTranslation();
  const [ownId, setOwnId] = useState<number | null>(null);
  const [startWith, setStartWith] = useState<LessonView>("details");
  const openId = openBookingId !== undefined ? openBookingId : ownId;
  const setOpenId = onOpenBookingChange ?? setOwnId;
  const open: OpenLesson = (id, view) => {
    setStartWith(view);
    setOpenId(id);
  };
  return (
    <>
      <BookingsQueryView
        {...rest}
        emptyDescription={
          emptyDescription ??
          t("When a family books one of your active classes, it appears here with its time and payment.")
        }
        skeletonClassName="h-16 rounded-xl"
      >
        {(list) => <BookingsTable bookings={list} caption={caption ?? t("Bookings of your classes")} onOpen={open} />}
      </BookingsQueryView>
      <TeacherLessonDialog
        id={openId}
        startWith={startWith}
        onClose={() => {
          setOpenId(null);
          setStartWith("details");
        }}
      />
    </>
  );
}
