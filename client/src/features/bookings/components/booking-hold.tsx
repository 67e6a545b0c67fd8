import { useQueryClient } from "@tanstack/react-query";
import { TimerOff, Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { dashboardQueryOptions } from "@/features/dashboard";
import { cn } from "@/lib/utils";
import { slotsKey } from "../api/get-slots";
import { bookingsQueryOptions } from "../api/get-bookings";
import { needsPayment } from "../lib/booking-state";
import { countdownMinutes, formatCountdown, useCountdown } from "../lib/use-countdown";

export const HOLD_EXPIRED = "This booking expired; its time was released";

export interface BookingHold {
  /** Milliseconds the slot is still held; null when nothing counts down (paid, cancelled, or older data). */
  remaining: number | null;
  /** The hold ran out: payment is no longer possible. */
  expired: boolean;
}

/**
 * An unpaid booking holds its slot until `expiresAt` (30 minutes after it was made); then the server cancels it.
 * At zero the bookings are read again, once, so the server's cancelled state replaces the countdown.
 */
export function useBookingHold(
  booking: Pick<BookingItem, "classId" | "status" | "paymentStatus" | "expiresAt">,
): BookingHold {
  const holding = needsPayment(booking) && booking.expiresAt !== null;
  const remaining = useCountdown(holding ? booking.expiresAt : null);
  const expired = remaining === 0;
  const queryClient = useQueryClient();
  const reread = useRef(false);
  const { classId } = booking;
  useEffect(() => {
    if (!expired || reread.current) return;
    reread.current = true;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
      // The released time is free again for anyone choosing one.
      queryClient.invalidateQueries({ queryKey: slotsKey(classId) }),
    ]);
  }, [expired, queryClient, classId]);
  return { remaining, expired };
}

/**
 * "Held for mm:ss — pay to keep this time", then "This booking expired; its time was released". The seconds are for
 * the eyes only: a screen reader hears the minutes as they change (polite), and the expiry.
 */
export function HoldNotice({ remaining, className }: { remaining: number; className?: string }) {
  const { t } = useTranslation();
  const counting = remaining > 0;
  const minutes = countdownMinutes(remaining);
  // Whole sentences for the screen reader, by the minutes left.
  const heard =
    minutes === 0
      ? t("Held for less than a minute — pay to keep this time")
      : minutes === 1
        ? t("Held for 1 minute — pay to keep this time")
        : t("Held for {{count}} minutes — pay to keep this time", { count: minutes });
  const Icon = counting ? Timer : TimerOff;
  return (
    <p
      className={cn(
        "inline-flex w-fit max-w-full items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-medium",
        counting
          ? "border-warning/25 bg-warning-soft text-warning"
          : "border-destructive/25 bg-destructive-soft text-destructive",
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {counting ? (
        <span aria-hidden="true" className="tabular-nums">
          {t("Held for {{time}} — pay to keep this time", { time: formatCountdown(remaining) })}
        </span>
      ) : null}
      <span aria-live="polite" aria-atomic="true" className={counting ? "sr-only" : undefined}>
        {counting ? heard : t(HOLD_EXPIRED)}
      </span>
    </p>
  );
}
