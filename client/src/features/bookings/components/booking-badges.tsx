import type { BookingItem } from "@shared/bookings";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Variant = NonNullable<BadgeProps["variant"]>;

const title = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Spec §4: scheduled and completed have their own look; any other status reads as destructive. */
export function bookingStatusBadge(status: BookingItem["status"] | string): { variant: Variant; label: string } {
  if (status === "scheduled") return { variant: "info", label: "Scheduled" };
  if (status === "completed") return { variant: "success", label: "Completed" };
  return { variant: "destructive", label: title(status) };
}

/** Spec §4: paid, pending, anything else. */
export function paymentStatusBadge(status: BookingItem["paymentStatus"] | string): { variant: Variant; label: string } {
  if (status === "paid") return { variant: "success", label: "Paid" };
  if (status === "pending") return { variant: "warning", label: "Payment pending" };
  if (status === "failed") return { variant: "destructive", label: "Payment failed" };
  return { variant: "destructive", label: title(status) };
}

export function BookingStatusBadge({ status }: { status: string }) {
  const { variant, label } = bookingStatusBadge(status);
  return <Badge variant={variant}>{label}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const { variant, label } = paymentStatusBadge(status);
  return <Badge variant={variant}>{label}</Badge>;
}
