// The refund rule stated on the payment step before anyone pays (issue 32), and the confirmation a lesson starting
// within 12 hours needs: paid, it is not refunded, so the payment waits for the family's explicit "I understand".
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SCHEDULING } from "@shared/constants";
import { paidWithoutRefund } from "@shared/scheduling";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { useRenderAfter } from "../lib/use-countdown";
import { policyRule } from "./cancel-booking-button";

const HOUR = 3_600_000;

/** Whether paying now means no refund: true from 12 hours before the start, turning over on time. */
export function usePaidWithoutRefund(scheduledAt: string): boolean {
  useRenderAfter(Date.parse(scheduledAt) - SCHEDULING.fullRefundHours * HOUR);
  return paidWithoutRefund(scheduledAt, new Date());
}

interface RefundNoticeProps {
  /** The lesson starts within 12 hours: warn, and ask for the confirmation. */
  insideWindow: boolean;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}

export function RefundNotice({ insideWindow, confirmed, onConfirmedChange }: RefundNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!insideWindow) {
    return (
      <Alert title={t("Cancellation and refunds")} headingLevel="h3">
        <p>{policyRule()}</p>
      </Alert>
    );
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive-soft/60 p-4 text-sm"
    >
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold text-foreground">
            {t("This lesson cannot be refunded once paid")}
          </h3>
          <p className="mt-1 text-foreground/80">
            {t(
              "It starts in less than {{hours}} hours. If you pay now and then cancel it, the payment is not refunded.",
              { hours: SCHEDULING.fullRefundHours },
            )}
          </p>
          <p className="mt-2 text-foreground/80">{policyRule()}</p>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-lg border bg-card p-3">
        <Checkbox
          id={`${id}-confirm`}
          checked={confirmed}
          onCheckedChange={(value) => onConfirmedChange(value === true)}
          aria-required="true"
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-confirm`} className="font-medium leading-snug text-foreground">
          {t("I understand that this lesson will not be refunded if I cancel it.")}
        </Label>
      </div>
    </section>
  );
}
