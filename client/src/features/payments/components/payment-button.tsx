import { useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { bookingsQueryOptions } from "@/features/bookings";
import { plansKey } from "@/features/plans";
import { errorText } from "@/lib/api-client";
import { translateServerMessage } from "@/lib/i18n";
import type { AnyPaymentOrder, PayFor } from "../api/create-order";
import { usePaymentSetup } from "../api/get-setup";
import { SandboxPaymentButton } from "./sandbox-payment-button";

// Its own chunk: the PayPal wrapper is not part of the booking page until a real payment is due.
const PayPalButton = lazy(() => import("./paypal-button"));

export type PaymentButtonProps = PayFor & {
  /** The amount to pay, e.g. "20.00". */
  amount: string;
  /** Sent with the order: the family confirmed a lesson within 12 hours is not refunded (issue 32). */
  acknowledgeNoRefund?: boolean;
  onPaid: (order: AnyPaymentOrder) => void;
};

function ButtonSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}

/** The payment provider's button (PayPal, or the sandbox simulator when the server has no PayPal account). */
export function PaymentButton({ amount, acknowledgeNoRefund = false, onPaid, ...payFor }: PaymentButtonProps) {
  const { t } = useTranslation();
  const setup = usePaymentSetup();
  const queryClient = useQueryClient();
  // A 409 is the server refusing this booking's payment (expired after its 30-minute hold, cancelled, already paid):
  // unlike a failed payment (spec §8: logged only), the parent is told why, and the bookings are read again.
  const [refused, setRefused] = useState<string | null>(null);
  const onRefused = (message: string) => {
    setRefused(message);
    void queryClient.invalidateQueries({ queryKey: bookingsQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: plansKey });
  };
  const misconfigured = setup.data?.mode === "paypal" && !setup.data.clientId;
  useEffect(() => {
    if (misconfigured) console.warn("Payment setup is in PayPal mode without a client id");
  }, [misconfigured]);

  let button;
  if (setup.isPending) {
    button = <ButtonSkeleton label={t("Preparing payment...")} />;
  } else if (setup.isError || !setup.data) {
    button = (
      <ErrorState
        message={t("Payment could not be prepared.")}
        detail={setup.error ? errorText(setup.error) : undefined}
        onRetry={() => setup.refetch()}
        retrying={setup.isFetching}
      />
    );
  } else if (setup.data.mode === "simulator") {
    button = (
      <SandboxPaymentButton
        {...payFor}
        amount={amount}
        acknowledgeNoRefund={acknowledgeNoRefund}
        onPaid={onPaid}
        onRefused={onRefused}
      />
    );
  } else if (!setup.data.clientId) {
    button = (
      <p className="text-center text-sm text-muted-foreground">
        {t("PayPal could not be loaded. Please try again later.")}
      </p>
    );
  } else {
    button = (
      <Suspense fallback={<ButtonSkeleton label={t("Loading PayPal...")} />}>
        <PayPalButton
          clientId={setup.data.clientId}
          clientToken={setup.data.clientToken}
          {...payFor}
          amount={amount}
          acknowledgeNoRefund={acknowledgeNoRefund}
          onPaid={onPaid}
          onRefused={onRefused}
        />
      </Suspense>
    );
  }

  return (
    <div className="grid gap-3">
      {refused ? (
        <Alert
          role="alert"
          variant="destructive"
          title={payFor.planId === undefined ? t("This booking cannot be paid") : t("This plan cannot be paid")}
        >
          {translateServerMessage(refused)}
        </Alert>
      ) : null}
      {button}
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <LockKeyhole className="size-3.5" aria-hidden="true" />
        {t("Secure payment powered by PayPal")}
      </p>
    </div>
  );
}
