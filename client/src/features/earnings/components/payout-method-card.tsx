// "Where we pay you" (decision 095): the teacher's PayPal address; a change is emailed to the account and holds
// payouts for 48 hours, and the card says until when.
import { zodResolver } from "@hookform/resolvers/zod";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { payoutMethodSchema, type PayoutMethodAnswer } from "@shared/earnings";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatEventTime } from "@/lib/format";
import { showServerFieldErrors } from "@/lib/form-errors";
import { usePayoutMethod, useSetPayoutMethod } from "../api/payout-method";

type FormIn = z.input<typeof payoutMethodSchema>;
type FormOut = z.output<typeof payoutMethodSchema>;

/** The hold's end while it is still ahead (a hold past is no news). */
const heldUntil = (saved: PayoutMethodAnswer, now: number) =>
  saved.payoutsHeldUntil && Date.parse(saved.payoutsHeldUntil) > now ? saved.payoutsHeldUntil : null;

function AddressForm({ saved }: { saved: PayoutMethodAnswer }) {
  const { t } = useTranslation();
  const save = useSetPayoutMethod();
  // The moment the card opened, for "is the hold still ahead": a hold set since then is ahead of it too.
  const [now] = useState(() => Date.now());
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(payoutMethodSchema),
    defaultValues: { paypalEmail: saved.paypalEmail ?? "" },
  });
  const submit = ({ paypalEmail }: FormOut) =>
    save.mutate(
      { paypalEmail },
      {
        onSuccess: (answer) => {
          form.reset({ paypalEmail: answer.paypalEmail ?? "" });
          const changed = answer.changedAt !== saved.changedAt;
          toast({
            title: t("PayPal address saved"),
            description: changed
              ? t("We have emailed your account's address about the change.")
              : t("This was already your PayPal address."),
          });
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, ["paypalEmail"]);
          toast({ title: t("The address could not be saved"), description: errorText(error), variant: "destructive" });
        },
      },
    );
  const hold = heldUntil(saved, now);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="payout-method-title">
        <CardContent className="grid gap-4">
          {saved.paypalEmail ? (
            <p className="text-sm text-foreground">
              {t("Payouts go to")}{" "}
              <bdi className="break-words font-semibold" dir="ltr">
                {saved.paypalEmail}
              </bdi>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t("You have not set a PayPal address yet.")}</p>
          )}
          {hold ? (
            <Alert variant="info" title={t("Payouts are held until {{time}}", { time: formatEventTime(hold) })}>
              {t(
                "A new address waits 48 hours before any payout, so that nobody else can redirect your money. We emailed your account's address about the change.",
              )}
            </Alert>
          ) : null}
          <div className="sm:max-w-sm">
            <TextField
              control={form.control}
              name="paypalEmail"
              label={t("PayPal email address")}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              dir="ltr"
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? t("Saving...") : t("Save PayPal address")}
          </Button>
        </CardFooter>
      </form>
    </Form>
  );
}

export function PayoutMethodCard() {
  const { t } = useTranslation();
  const query = usePayoutMethod();
  let body;
  if (query.isPending) {
    body = (
      <CardContent aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading your PayPal address...")}
        </p>
        <Skeleton className="h-5 w-2/3 rounded" />
        <Skeleton className="h-10 max-w-sm rounded-lg" />
      </CardContent>
    );
  } else if (query.isError) {
    body = (
      <CardContent>
        <ErrorState
          message={t("Your PayPal address could not be loaded.")}
          detail={errorText(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </CardContent>
    );
  } else {
    body = <AddressForm saved={query.data} />;
  }
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" id="payout-method-title" className="flex items-center gap-2 text-lg">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          {t("Where we pay you")}
        </CardTitle>
        <CardDescription>
          {/* The payout rule and the next date are in the Payouts section above; this card is about the address. */}
          {t(
            "The PayPal address your earnings are paid to. A change is emailed to you and holds payouts for 48 hours, so nobody else can redirect them.",
          )}
        </CardDescription>
      </CardHeader>
      {body}
    </Card>
  );
}
