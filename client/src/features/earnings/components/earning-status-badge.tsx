// An earning's status in words with its tint (colour is never the only signal, design.md).
import { useTranslation } from "react-i18next";
import type { EarningStatus } from "@shared/earnings";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<EarningStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  available: "success",
  reversed: "secondary",
  paid_out: "info",
};

export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  const { t } = useTranslation();
  // One literal t() per status, so the translation files' scan finds each word.
  const words: Record<EarningStatus, string> = {
    pending: t("Pending"),
    available: t("Available"),
    reversed: t("Reversed"),
    paid_out: t("Paid out"),
  };
  return <Badge variant={VARIANTS[status]}>{words[status]}</Badge>;
}
