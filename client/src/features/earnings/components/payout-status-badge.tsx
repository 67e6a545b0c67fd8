// A payout's status in words with its tint (colour is never the only signal, design.md).
import { useTranslation } from "react-i18next";
import type { PayoutStatus } from "@shared/payouts";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<PayoutStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  succeeded: "success",
  failed: "destructive",
  unclaimed: "secondary",
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  // One literal t() per status, so the translation files' scan finds each word.
  const words: Record<PayoutStatus, string> = {
    pending: t("Pending"),
    succeeded: t("Paid"),
    failed: t("Failed"),
    unclaimed: t("Unclaimed"),
  };
  return <Badge variant={VARIANTS[status]}>{words[status]}</Badge>;
}

/** A failed or unclaimed payout came back: PayPal's reason, and where the money went. */
export const payoutReturned = (status: PayoutStatus) => status === "failed" || status === "unclaimed";
