import { ArrowLeft, CalendarCheck2, CalendarSearch, PartyPopper, UserRound } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { BookingItem } from "@shared/bookings";
import { SCHEDULING } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { formatLongDateIn, formatTimeIn } from "../lib/slot-times";
import { HoldNotice, useBookingHold } from "./booking-hold";
import { PaymentSummary } from "./payment-summary";
import { RefundNotice, usePaidWithoutRefund } from "./refund-notice";

export interface PaymentSlotArgs {
  booking: BookingItem;
  onPaid: () => void;
  /** The family confirmed that this lesson, starting within 12 hours, is not refunded (POST /order needs it). */
  acknowledgeNoRefund: boolean;
}

interface PaymentStepProps {
  booking: BookingItem;
  viewerTimeZone: string;
  /** The payment provider's button, composed in by the page. */
  renderPayment: (args: PaymentSlotArgs) => ReactNode;
  onPaid: () => void;
  onBack: () => void;
  /** The unpaid hold ran out (the booking is cancelled): begin again with another time. */
  onStartOver: () => void;
}

/**
 * Step 3 (spec §2): the booking made, its sums and the payment; once paid, the confirmation. An unpaid booking holds
 * its time for 30 minutes (issue 17): the countdown stands above the payment, which goes when it runs out. The refund
 * rule is stated before paying; a lesson within 12 hours is paid only once the family confirmed it (issue 32).
 */
export function PaymentStep({ booking, viewerTimeZone, renderPayment, onPaid, onBack, onStartOver }: PaymentStepProps) {
  const { t } = useTranslation();
  const paid = booking.paymentStatus === "paid";
  const hold = useBookingHold(booking);
  const insideWindow = usePaidWithoutRefund(booking.scheduledAt);
  const [confirmed, setConfirmed] = useState(false);
  if (!paid && hold.expired) {
    return (
      <>
        <CardContent className="grid gap-5 pt-6">
          <HoldNotice remaining={0} className="text-sm" />
          <p className="text-sm text-muted-foreground">
            {t("It was not paid within {{minutes}} minutes, so it was cancelled. Please choose a time again.", {
              minutes: SCHEDULING.unpaidHoldMinutes,
            })}
          </p>
          <BookingFacts booking={booking} viewerTimeZone={viewerTimeZone} />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button onClick={onStartOver} className="w-full sm:w-auto">
            <CalendarSearch aria-hidden="true" />
            {t("Choose another time")}
          </Button>
        </CardFooter>
      </>
    );
  }
  return (
    <>
      <CardContent className="grid gap-5 pt-6">
        {paid ? (
          <PaidConfirmation free={booking.trial === true && Number(booking.amount) === 0} />
        ) : (
          <div role="status" className="flex gap-3 rounded-xl border border-success/30 bg-success-soft p-4">
            <PartyPopper className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <div className="text-sm">
              <p className="font-semibold text-foreground">{t("Booking Created Successfully!")}</p>
              <p className="mt-0.5 text-muted-foreground">
                {t("Please complete the payment to confirm your class booking.")}
              </p>
            </div>
          </div>
        )}
        <BookingFacts booking={booking} viewerTimeZone={viewerTimeZone} />
        <PaymentSummary amount={booking.amount} trial={booking.trial === true} />
        {!paid && hold.remaining !== null ? (
          <HoldNotice remaining={hold.remaining} className="justify-self-center" />
        ) : null}
        {paid ? null : (
          <RefundNotice insideWindow={insideWindow} confirmed={confirmed} onConfirmedChange={setConfirmed} />
        )}
        {paid ? null : insideWindow && !confirmed ? (
          <p className="text-center text-sm text-muted-foreground">
            {t("Tick the box above to confirm, and the payment appears here.")}
          </p>
        ) : (
          renderPayment({ booking, onPaid, acknowledgeNoRefund: insideWindow && confirmed })
        )}
      </CardContent>
      {paid ? null : (
        <CardFooter className="border-t pt-6">
          <Button variant="outline" onClick={onBack} className="w-full sm:w-auto">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("Back to Details")}
          </Button>
        </CardFooter>
      )}
    </>
  );
}

function BookingFacts({ booking, viewerTimeZone: zone }: { booking: BookingItem; viewerTimeZone: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 rounded-xl border p-4 text-sm sm:grid-cols-3">
      <div className="min-w-0">
        <dt className="text-muted-foreground">{t("Class")}</dt>
        <dd className="mt-1 break-words font-semibold text-foreground">{booking.classTitle}</dd>
      </div>
      <div className="min-w-0">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
          {t("Student")}
        </dt>
        <dd className="mt-1 break-words font-semibold text-foreground">{booking.studentName}</dd>
      </div>
      <div className="min-w-0">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarCheck2 className="size-4" aria-hidden="true" />
          {t("When")}
        </dt>
        <dd className="mt-1 font-semibold text-foreground">
          <time dateTime={booking.scheduledAt}>
            {t("{{date}}, {{time}}", {
              date: formatLongDateIn(booking.scheduledAt, zone),
              time: formatTimeIn(booking.scheduledAt, zone),
            })}{" "}
            <span className="font-normal text-muted-foreground">({zone})</span>
          </time>
        </dd>
      </div>
    </dl>
  );
}

function PaidConfirmation({ free }: { free: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-xl border border-success/30 bg-success-soft p-4 sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1 text-sm text-foreground">
        {free
          ? t("Thank you. The free trial lesson is booked, and you will find it with its time on your dashboard.")
          : t("Thank you. The booking is paid, and you will find it with its time on your dashboard.")}
      </p>
      <Button asChild size="sm" className="shrink-0">
        <Link href="/parent/dashboard">{t("Go to Parent Dashboard")}</Link>
      </Button>
    </div>
  );
}
