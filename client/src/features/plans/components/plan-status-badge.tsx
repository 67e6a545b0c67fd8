import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { PlanStatus } from "@shared/constants";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Variant = NonNullable<BadgeProps["variant"]>;

const VARIANTS: Record<PlanStatus, Variant> = {
  pending_payment: "warning",
  active: "success",
  paused: "info",
  past_due: "destructive",
  cancelled: "secondary",
  ended: "secondary",
};

/** Each status in words (written out, so the translation files' test sees every one). */
export function planStatusLabel(status: PlanStatus, t: TFunction): string {
  switch (status) {
    case "pending_payment":
      return t("Awaiting payment");
    case "active":
      return t("Active");
    case "paused":
      return t("Paused");
    case "past_due":
      return t("Payment due");
    case "cancelled":
      return t("Cancelled");
    case "ended":
      return t("Ended");
  }
}

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{planStatusLabel(status, t)}</Badge>;
}
