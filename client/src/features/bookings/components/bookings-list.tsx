import { CalendarDays } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import type { LessonView, OpenLesson } from "@/features/lessons";
import { useBookingPages, type TeacherBookingFilter } from "../api/get-bookings";
import { BookingsTable } from "./bookings-table";
import { TeacherLessonDialog } from "./teacher-lesson-dialog";

export interface BookingsViewProps {
  /** One of the teacher's views (upcoming, awaiting report, past, cancelled); all bookings when absent. */
  filter?: TeacherBookingFilter;
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
  filter,
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
  const pages = useBookingPages(true, filter);
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
        title={filter ? t("No bookings in this view") : t("No bookings yet")}
        description={filter ? undefined : emptyDescription}
        action={filter ? undefined : emptyAction}
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

const FILTERS: { value: TeacherBookingFilter | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "upcoming", label: "Upcoming" },
  { value: "awaiting_report", label: "Awaiting report" },
  { value: "past", label: "Past" },
  { value: "cancelled", label: "Cancelled" },
];

/** The teacher's views of their bookings, as toggle buttons (one pressed). */
function BookingFilters({
  value,
  onChange,
}: {
  value: TeacherBookingFilter | undefined;
  onChange: (filter: TeacherBookingFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("Show bookings")} className="flex flex-wrap gap-2">
      {FILTERS.map((f) => (
        <Button
          key={f.label}
          size="sm"
          variant={value === f.value ? "default" : "outline"}
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
        >
          {t(f.label)}
        </Button>
      ))}
    </div>
  );
}

export interface TeacherBookingsProps extends BookingsViewProps {
  /** Offer the views (upcoming, awaiting report, past, cancelled): the Bookings tab does, the overview's list not. */
  filterable?: boolean;
  /** The booking whose details are open (e.g. from the address, ?booking=12); uncontrolled when absent. */
  openBookingId?: number | null;
  onOpenBookingChange?: (id: number | null) => void;
  /** What the page adds to each booking's actions. */
  rowActions?: (booking: BookingItem) => ReactNode;
}

/** The bookings of the teacher's classes, with loading, empty and error states, and each lesson's details. */
export function TeacherBookings({
  filterable = false,
  caption,
  emptyDescription,
  openBookingId,
  onOpenBookingChange,
  rowActions,
  ...rest
}: TeacherBookingsProps) {
  const { t } = useTranslation();
  const [ownId, setOwnId] = useState<number | null>(null);
  const [filter, setFilter] = useState<TeacherBookingFilter | undefined>(undefined);
  const [startWith, setStartWith] = useState<LessonView>("details");
  const openId = openBookingId !== undefined ? openBookingId : ownId;
  const setOpenId = onOpenBookingChange ?? setOwnId;
  const open: OpenLesson = (id, view) => {
    setStartWith(view);
    setOpenId(id);
  };
  return (
    <>
      {filterable ? <BookingFilters value={filter} onChange={setFilter} /> : null}
      <BookingsQueryView
        {...rest}
        filter={filter}
        emptyDescription={
          emptyDescription ??
          t("When a family books one of your active classes, it appears here with its time and payment.")
        }
        skeletonClassName="h-16 rounded-xl"
      >
        {(list) => (
          <BookingsTable
            bookings={list}
            caption={caption ?? t("Bookings of your classes")}
            onOpen={open}
            rowActions={rowActions}
          />
        )}
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
