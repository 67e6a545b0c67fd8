import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney } from "@/lib/format";
import { refusalOf } from "../lib/refusal";
import { useCaptureOrder } from "../api/capture-order";
import { useCreateOrder, type AnyPaymentOrder, type PayFor } from "../api/create-order";

type SandboxPaymentButtonProps = PayFor & {
  amount: string;
  acknowledgeNoRefund?: boolean;
  onPaid: (order: AnyPaymentOrder) => void;
  /** The server refused this booking's payment (409), with its reason. */
  onRefused?: (message: string) => void;
};

/**
 * The offline simulator's stand-in for PayPal (api.md "Payments"): the click is the buyer's approval, so it
 * creates the order and captures it at once. Failures are only logged (spec §8); the button comes back.
 */
export function SandboxPaymentButton({
  amount,
  acknowledgeNoRefund = false,
  onPaid,
  onRefused,
  ...payFor
}: SandboxPaymentButtonProps) {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const captureOrder = useCaptureOrder();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      const order = await createOrder.mutateAsync({ ...payFor, amount, acknowledgeNoRefund });
      const captured = await captureOrder.mutateAsync(order.id);
      if (captured.paymentStatus === "paid") onPaid(captured);
      else console.warn("Sandbox payment was not completed", captured);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused !== null && onRefused) onRefused(refused);
      else console.warn("Sandbox payment failed", error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button size="lg" className="w-full" onClick={pay} disabled={busy} aria-describedby="sandbox-payment-note">
        {busy ? <Spinner /> : <FlaskConical aria-hidden="true" />}
        {busy ? t("Processing payment...") : t("Sandbox payment")}
      </Button>
      <p id="sandbox-payment-note" className="text-center text-xs text-muted-foreground">
        {t("Test mode: the {{amount}} payment is simulated and no real money is charged.", {
          amount: formatMoney(amount),
        })}
      </p>
    </div>
  );
}
