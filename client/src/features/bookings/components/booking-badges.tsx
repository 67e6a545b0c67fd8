import {
  BOOKING_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type BookingStatus,
  type PaymentStatus,
} from "@shared/constants";
import { Repeat, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Variant = NonNullable<BadgeProps["variant"]>;

/** Spec §4: scheduled and completed have their own look; any other status reads as destructive. */
const BOOKING_VARIANTS: Record<BookingStatus, Variant> = {
  scheduled: "info",
  completed: "success",
  cancelled: "destructive",
};

/** Spec §4: paid, pending, anything else. */
const PAYMENT_VARIANTS: Record<PaymentStatus, Variant> = {
  paid: "success",
  pending: "warning",
  refunded: "destructive",
  failed: "destructive",
};

export function bookingStatusBadge(status: BookingStatus): { variant: Variant; label: string } {
  return { variant: BOOKING_VARIANTS[status], label: BOOKING_STATUS_LABELS[status] };
}

export function paymentStatusBadge(status: PaymentStatus): { variant: Variant; label: string } {
  return { variant: PAYMENT_VARIANTS[status], label: PAYMENT_STATUS_LABELS[status] };
}

/** A lesson on hold (its teacher's safeguarding check verified again, issue 31) says so instead of "Scheduled". */
export function BookingStatusBadge({ status, onHold = false }: { status: BookingStatus; onHold?: boolean }) {
  const { t } = useTranslation();
  if (onHold) return <Badge variant="warning">{t("On hold")}</Badge>;
  const { variant, label } = bookingStatusBadge(status);
  return <Badge variant={variant}>{t(label)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const { variant, label } = paymentStatusBadge(status);
  return <Badge variant={variant}>{t(label)}</Badge>;
}

/** A lesson of a weekly plan (issue 33) says so in words and an icon, so the teacher tells it from a single booking. */
export function PlanLessonBadge({ planId }: { planId?: number | null }) {
  const { t } = useTranslation();
  if (planId === null || planId === undefined) return null;
  return (
    <Badge variant="gold">
      <Repeat aria-hidden="true" />
      {t("Weekly plan")}
    </Badge>
  );
}

/** A trial lesson (issue 36) says so, so neither party takes it for a full one. */
export function TrialLessonBadge({ trial }: { trial?: boolean }) {
  const { t } = useTranslation();
  if (!trial) return null;
  return (
    <Badge variant="outline">
      <Sparkles aria-hidden="true" />
      {t("Trial lesson")}
    </Badge>
  );
}
