// The admins' Payouts tab, for now the platform fee (decision 094): the fee in force and a form to set another,
// checked here by the server's own rule (0–50, two decimals at most) before it is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { Percent, Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { MAX_FEE_PERCENT, platformFeeSchema } from "@shared/earnings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { showServerFieldErrors } from "@/lib/form-errors";
import { usePlatformFee, useSetPlatformFee } from "../api/platform-fee";
import { formatPercent } from "../lib/earnings-format";

const FEE_HELP = "Enter a number from 0 to 50 with at most two decimals, such as 15 or 12.5";

/**
 * What the admin types, read as the server reads `percent`: only plain decimals ("1e1" and "0x10" are not fees), then
 * the shared schema's bounds and decimals, so a fee the form lets through is one the server accepts.
 */
const feeFormSchema = z.object({
  percent: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, FEE_HELP)
    .transform(Number)
    .refine((percent) => platformFeeSchema.safeParse({ percent }).success, FEE_HELP),
});
type FormIn = z.input<typeof feeFormSchema>;
type FormOut = z.output<typeof feeFormSchema>;

export function PlatformFeeCard() {
  const { t } = useTranslation();
  const query = usePlatformFee();
  const save = useSetPlatformFee();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: { percent: "" },
  });
  const submit = ({ percent }: FormOut) =>
    save.mutate(
      { percent },
      {
        onSuccess: (saved) => {
          form.reset({ percent: "" });
          toast({
            title: t("Platform fee saved"),
            description: t("{{percent}} applies to lessons paid from now on.", {
              percent: formatPercent(saved.percent),
            }),
          });
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, ["percent"]);
          toast({ title: t("The fee could not be saved"), description: errorText(error), variant: "destructive" });
        },
      },
    );

  let inForce;
  if (query.isPending) {
    inForce = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("Loading the platform fee...")}
        </p>
        <Skeleton className="h-16 w-48 rounded-lg" />
      </div>
    );
  } else if (query.isError) {
    inForce = (
      <ErrorState
        message={t("The platform fee could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const { percent, setAt } = query.data;
    inForce = (
      <dl>
        <dt className="text-sm text-muted-foreground">{t("Fee in force")}</dt>
        <dd className="mt-1 font-display text-3xl font-semibold text-foreground">{formatPercent(percent)}</dd>
        <dd className="mt-0.5 text-xs text-muted-foreground">
          {setAt ? t("Set {{date}}", { date: formatDate(setAt) }) : t("The default: no admin has set a fee yet.")}
        </dd>
      </dl>
    );
  }

  return (
    <Card interactive={false}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="platform-fee-title">
          <CardHeader>
            <CardTitle as="h2" id="platform-fee-title" className="flex items-center gap-2 text-lg">
              <Percent className="size-5 text-primary" aria-hidden="true" />
              {t("Platform fee")}
            </CardTitle>
            <CardDescription>
              {t(
                "Halaqa's share of each lesson's price. A lesson keeps the fee in force when it was paid: a change applies to lessons paid from then on, and every change is kept.",
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-[minmax(0,12rem)_minmax(0,20rem)] sm:items-start">
            {inForce}
            <FormField
              control={form.control}
              name="percent"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("New fee (%)")}</FormLabel>
                  <FormControl>
                    <Input {...field} inputMode="decimal" autoComplete="off" className="tabular-nums" />
                  </FormControl>
                  <FormDescription>
                    {t("From 0 to {{max}}, at most two decimals.", { max: MAX_FEE_PERCENT })}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={save.isPending || !query.isSuccess}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              {save.isPending ? t("Saving...") : t("Save fee")}
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
