import { CalendarClock, CircleAlert, ClipboardCheck, UserX } from "lucide-react";
import { useEffect, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import type { PaymentStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { errorText } from "@/lib/api-client";
import { formatEventTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useAdminLessons, type LessonFilter } from "../api/lessons";
import { ListSkeleton } from "./list-states";

/** The payment's badge, as the bookings lists draw it (the page passes the bookings feature's). */
export type PaymentBadge = ComponentType<{ status: PaymentStatus }>;

const LISTS: Record<
  LessonFilter,
  {
    title: string;
    description: string;
    badge: { label: string; variant: "warning" | "destructive"; icon: typeof UserX };
    empty: string;
    emptyText: string;
    loading: string;
    failed: string;
  }
> = {
  // English here, each translated where it is drawn (t(text)): whole sentences, so a language orders its own words.
  awaiting_report: {
    title: "Awaiting report",
    description: "Lessons their teacher has not reported 72 hours after the end.",
    badge: { label: "Awaiting report", variant: "warning", icon: CircleAlert },
    empty: "No lessons awaiting a report",
    emptyText: "Every lesson that ended more than 72 hours ago has its report.",
    loading: "Loading awaiting report...",
    failed: "Awaiting report could not be loaded.",
  },
  teacher_absent: {
    title: "Teacher absent",
    description: "Lessons cancelled because the teacher was absent, and where the family's refund stands.",
    badge: { label: "Teacher absent", variant: "destructive", icon: UserX },
    empty: "No teacher absences",
    emptyText: "Lessons a teacher misses appear here, with their refund.",
    loading: "Loading teacher absent...",
    failed: "Teacher absent could not be loaded.",
  },
};

/**
 * Where a missed lesson's refund stands, from the booking's payment: the refund runs after the teacher's report, so a
 * lesson still 'paid' is being refunded; an unpaid one has nothing to refund.
 */
function refundText(paymentStatus: PaymentStatus): string {
  if (paymentStatus === "refunded") return i18n.t("The family was refunded in full.");
  if (paymentStatus === "paid") return i18n.t("The family is being refunded in full.");
  return i18n.t("Not paid: nothing to refund.");
}

function LessonRow({
  booking,
  filter,
  highlighted,
  PaymentBadge,
}: {
  booking: BookingItem;
  filter: LessonFilter;
  highlighted: boolean;
  PaymentBadge: PaymentBadge;
}) {
  const { t } = useTranslation();
  const { badge } = LISTS[filter];
  return (
    <li
      id={`lesson-${filter}-${booking.id}`}
      aria-current={highlighted ? "true" : undefined}
      className={cn(
        "scroll-mt-24 grid gap-2 rounded-xl border bg-card p-4 shadow-soft sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start",
        highlighted && "border-primary/40 ring-2 ring-primary/30",
      )}
    >
      <div className="min-w-0 space-y-1">
        <h4 dir="auto" className="break-words font-semibold text-foreground">
          {booking.classTitle}
        </h4>
        <dl className="flex flex-wrap gap-x-5 gap-y-0.5 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>{t("Teacher:")}</dt>
            <dd className="font-medium text-foreground">{booking.teacherName}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("Child:")}</dt>
            <dd className="font-medium text-foreground">{booking.studentName}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="flex items-center gap-1">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t("Time:")}</span>
            </dt>
            <dd>
              <time dateTime={booking.scheduledAt}>{formatEventTime(booking.scheduledAt)}</time>
            </dd>
          </div>
        </dl>
        {filter === "teacher_absent" ? (
          <p className="text-sm text-muted-foreground">{refundText(booking.paymentStatus)}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Badge variant={badge.variant}>
          <badge.icon aria-hidden="true" />
          {t(badge.label)}
        </Badge>
        <PaymentBadge status={booking.paymentStatus} />
      </div>
    </li>
  );
}

function LessonList({
  filter,
  highlight,
  PaymentBadge,
}: {
  filter: LessonFilter;
  highlight: number | null;
  PaymentBadge: PaymentBadge;
}) {
  const { t } = useTranslation();
  const list = useAdminLessons(filter);
  const { query, items } = list;
  const { title, description, empty, emptyText, loading, failed } = LISTS[filter];
  const headingId = `lessons-${filter}-heading`;
  const present = highlight !== null && items.some((b) => b.id === highlight);

  // A notification's link (?booking=12) scrolls to its lesson once the lesson is on screen.
  useEffect(() => {
    if (present) document.getElementById(`lesson-${filter}-${highlight}`)?.scrollIntoView({ block: "center" });
  }, [present, filter, highlight]);

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={t(loading)} rows={2} rowClassName="h-20" />;
  else if (query.isError && !query.data) {
    body = (
      <ErrorState
        message={t(failed)}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = <EmptyState headingLevel="h4" icon={ClipboardCheck} title={t(empty)} description={t(emptyText)} />;
  } else {
    body = (
      <>
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {items.map((b) => (
            <LessonRow
              key={b.id}
              booking={b}
              filter={filter}
              highlighted={b.id === highlight}
              PaymentBadge={PaymentBadge}
            />
          ))}
        </ul>
        <ListShowMore
          list={list}
          label={t("Show more lessons")}
          failedMessage={t("More lessons could not be loaded.")}
        />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-foreground">
          {t(title)}
        </h3>
        <p className="text-sm text-muted-foreground">{t(description)}</p>
      </div>
      {body}
    </section>
  );
}

/** The admin's Lessons tab: lessons needing attention. `highlight` is the booking a notification opened. */
export function AdminLessons({ highlight, PaymentBadge }: { highlight: number | null; PaymentBadge: PaymentBadge }) {
  return (
    <div className="grid gap-8">
      <LessonList filter="awaiting_report" highlight={highlight} PaymentBadge={PaymentBadge} />
      <LessonList filter="teacher_absent" highlight={highlight} PaymentBadge={PaymentBadge} />
    </div>
  );
}
