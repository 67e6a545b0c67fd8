import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useTranslation } from "react-i18next";
import { PAYMENT_CURRENCY } from "@shared/payment-terms";
import { Skeleton } from "@/components/ui/skeleton";
import { useCaptureOrder } from "../api/capture-order";
import { createOrder, type AnyPaymentOrder, type CreateOrderArgs, type PayFor } from "../api/create-order";
import { refusalOf } from "../lib/refusal";

export type PayPalButtonProps = PayFor & {
  clientId: string;
  clientToken: string;
  amount: string;
  acknowledgeNoRefund?: boolean;
  onPaid: (order: AnyPaymentOrder) => void;
  /** The server refused this booking's payment (409), with its reason. */
  onRefused?: (message: string) => void;
};

function Buttons({
  amount,
  acknowledgeNoRefund,
  onPaid,
  onRefused,
  ...payFor
}: Omit<PayPalButtonProps, "clientId" | "clientToken">) {
  const { t } = useTranslation();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const captureOrder = useCaptureOrder();
  // A refusal is said on the page; PayPal still gets the error, and its onError logs it.
  const tellRefusal = (error: unknown): never => {
    const refused = refusalOf(error);
    if (refused !== null) onRefused?.(refused);
    throw error;
  };

  if (isRejected) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t("PayPal could not be loaded. Please try again later.")}
      </p>
    );
  }
  return (
    <>
      {isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t("Loading PayPal...")}
          </p>
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : null}
      <PayPalButtons
        style={{ layout: "vertical", shape: "rect", label: "pay", height: 48 }}
        // A new booking, plan or amount must never reuse buttons bound to the previous one.
        forceReRender={[payFor.bookingId, payFor.planId, amount, acknowledgeNoRefund]}
        createOrder={async () =>
          (await createOrder({ ...payFor, amount, acknowledgeNoRefund } as CreateOrderArgs).catch(tellRefusal)).id
        }
        onApprove={async (data) => {
          const captured = await captureOrder.mutateAsync(data.orderID).catch(tellRefusal);
          if (captured.paymentStatus === "paid") onPaid(captured);
          else console.warn("PayPal capture did not complete", captured);
        }}
        // Spec §8: cancel and errors are only logged.
        onCancel={(data) => console.warn("PayPal payment cancelled", data)}
        onError={(error) => console.warn("PayPal payment failed", error)}
      />
    </>
  );
}

/** PayPal's Smart Buttons. Loaded lazily: the SDK wrapper only downloads when a payment is due. */
// Smart Buttons need only the public client id. The /setup client token is for card fields, which take a
// different token type (data-client-token), so it is deliberately not passed to the script.
export default function PayPalButton({ clientId, clientToken: _unused, ...rest }: PayPalButtonProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: PAYMENT_CURRENCY, intent: "capture" }}>
      <Buttons {...rest} />
    </PayPalScriptProvider>
  );
}
