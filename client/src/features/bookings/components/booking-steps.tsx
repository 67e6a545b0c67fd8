import { useTranslation } from "react-i18next";
import { StepIndicator } from "@/components/ui/step-indicator";

// Spec §2: the indicator reads "3 Payment"; the step itself is titled "Complete Payment".
export const BOOKING_STEPS = ["Select Date & Time", "Booking Details", "Payment"] as const;
export const BOOKING_STEP_TITLES = ["Select Date & Time", "Booking Details", "Complete Payment"] as const;

/** The wizard's progress (spec §2): numbered steps joined by a line that fills as the parent moves on. */
export function BookingSteps({ current, complete = false }: { current: number; complete?: boolean }) {
  const { t } = useTranslation();
  return (
    <StepIndicator
      titles={BOOKING_STEPS.map((title) => t(title))}
      current={current}
      complete={complete}
      label={t("Booking steps")}
      titlesOnPhones
    />
  );
}
