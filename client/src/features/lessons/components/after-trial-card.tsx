// After a reported trial (issue 36): the family reads the teacher's placement and is offered a weekly plan or a lesson.
import { ArrowRight, CalendarPlus, Repeat, Sparkles } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { BookingItem } from "@shared/bookings";
import { isHeldAttendance } from "@shared/lessons";
import type { Placement } from "@shared/placement";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useBooking } from "@/features/bookings";
import { useReport } from "../api/report";
import { placementLine } from "../lib/placement-text";

/** The dashboard shows at most this many (each reads its report): the latest trials, a family rarely has more. */
const MAX_CARDS = 2;

export function AfterTrialCard({ classId, placement }: { classId: number; placement: Placement }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card interactive={false} className="border-primary/30">
        <CardContent className="grid gap-3 p-5">
          <h3 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold text-foreground">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            {t("How was the trial lesson?")}
          </h3>
          <p className="text-sm text-foreground">{placementLine(placement)}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link href={`/class/${classId}/weekly`}>
                <Repeat aria-hidden="true" />
                {t("Start a weekly plan")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/class/${classId}/book`}>
                <CalendarPlus aria-hidden="true" />
                {t("Book a single lesson")}
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * The trials to follow up among the bookings the dashboard holds already (its first page, bounded): held, reported,
 * and with a teacher the family has not booked again (a plan's lessons are bookings too). Booking again ends it.
 */
export function trialsToFollowUp(bookings: readonly BookingItem[]): BookingItem[] {
  const bookedAgain = new Set(
    bookings.filter((b) => !b.trial && b.status !== "cancelled").map((b) => `${b.teacherId}:${b.studentId}`),
  );
  return bookings
    .filter((b) => b.trial && b.hasReport && isHeldAttendance(b.attendance))
    .filter((b) => !bookedAgain.has(`${b.teacherId}:${b.studentId}`))
    .slice(0, MAX_CARDS);
}

function TrialFollowUp({ booking }: { booking: BookingItem }) {
  const report = useReport(booking.id);
  const placement = report.data?.placement;
  return placement ? <AfterTrialCard classId={booking.classId} placement={placement} /> : null;
}

/** The parent's dashboard: one card per trial to follow up. */
export function AfterTrialCards({ bookings }: { bookings: readonly BookingItem[] }) {
  const trials = trialsToFollowUp(bookings);
  if (trials.length === 0) return null;
  return (
    <div className="grid gap-4">
      {trials.map((b) => (
        <TrialFollowUp key={b.id} booking={b} />
      ))}
    </div>
  );
}

/** A lesson's report read by the family: the card under it when the lesson was a trial that placed the child. */
export function ReportAfterTrial({ bookingId, placement }: { bookingId: number; placement?: Placement | null }) {
  const booking = useBooking(placement ? bookingId : null);
  if (!placement || !booking.data) return null;
  return <AfterTrialCard classId={booking.data.classId} placement={placement} />;
}
