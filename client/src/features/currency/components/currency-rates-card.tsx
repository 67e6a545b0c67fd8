import { differenceInCalendarDays } from "date-fns";
import { Coins, Save } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BASE_CURRENCY, updateCurrencyRatesSchema, type CurrencyRate } from "@shared/currency";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { numberLocale } from "@/lib/i18n";
import { useCurrencyRates } from "../api/get-currency-rates";
import { useUpdateCurrencyRates } from "../api/update-currency-rates";

/** Currency names in the reader's language ("British Pound", "جنيه إسترليني"), one formatter per language. */
const namesByLocale = new Map<string, Intl.DisplayNames>();
function currencyName(code: string): string | undefined {
  const locale = numberLocale();
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "currency" });
    namesByLocale.set(locale, names);
  }
  return names.of(code);
}
/** A rate set longer ago than this is flagged, so the admin knows which to check first. */
const STALE_DAYS = 30;

/** What the admin typed, by currency; a currency not in it shows its stored rate. */
type Drafts = Partial<Record<string, string>>;

/** The typed text as the schema reads it: blank and non-numbers are not numbers. */
// Only plain decimals ("0.79", "3.75"): Number() would also read "0x10" as 16, "1e3" as 1000 and " " as 0.
const asNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function RateRow({
  rate,
  draft,
  error,
  onChange,
}: {
  rate: CurrencyRate;
  draft: string | undefined;
  error?: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const base = rate.currency === BASE_CURRENCY;
  const stale = differenceInCalendarDays(new Date(), new Date(rate.updatedAt)) > STALE_DAYS;
  return (
    <li className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-foreground">
          {rate.currency} <span className="font-normal text-muted-foreground">— {currencyName(rate.currency)}</span>
        </label>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {base ? t("Prices are in USD: always 1") : t("Set {{date}}", { date: formatDate(rate.updatedAt) })}
          {!base && stale ? <Badge variant="warning">{t("Over {{days}} days old", { days: STALE_DAYS })}</Badge> : null}
        </p>
      </div>
      <div>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="text-end tabular-nums"
          value={draft ?? String(rate.rate)}
          readOnly={base}
          disabled={base}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
            {/* The shared schema's words, in English: translated here. */}
            {t(error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Admin: the rates per 1 USD behind the approximate prices families see (decision 064). Only the rates edited are
 * sent; each saved rate is dated today.
 */
export function CurrencyRatesCard() {
  const { t } = useTranslation();
  const query = useCurrencyRates();
  const save = useUpdateCurrencyRates();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();

  const stored = query.data?.rates ?? [];
  const changed = stored.filter((r) => drafts[r.currency] !== undefined && drafts[r.currency] !== String(r.rate));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed.length === 0 || save.isPending) return;
    const body = { rates: Object.fromEntries(changed.map((r) => [r.currency, asNumber(drafts[r.currency] ?? "")])) };
    const parsed = updateCurrencyRatesSchema.safeParse(body);
    if (!parsed.success) {
      // The issues name "rates.GBP": shown under that currency's field.
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[1] ?? ""), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDrafts({});
        const codes = changed.map((r) => r.currency).join(", ");
        toast({
          title: t("Currency rates saved"),
          description:
            changed.length === 1
              ? t("{{codes}} is now dated today.", { codes })
              : t("{{codes}} are now dated today.", { codes }),
        });
      },
      onError: (error) =>
        toast({
          title: t("Error"),
          description: errorText(error) || t("Something went wrong. Please try again."),
          variant: "destructive",
        }),
    });
  };

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t("Loading currency rates...")}
        </p>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t("Currency rates could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <ul className="divide-y" aria-labelledby={headingId}>
        {stored.map((rate) => (
          <RateRow
            key={rate.currency}
            rate={rate}
            draft={drafts[rate.currency]}
            error={errors[rate.currency]}
            onChange={(text) => {
              setDrafts((d) => ({ ...d, [rate.currency]: text }));
              setErrors((e) => {
                const rest = { ...e };
                delete rest[rate.currency];
                return rest;
              });
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card interactive={false}>
      <form onSubmit={submit} noValidate>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-lg">
            <Coins className="size-5 text-primary" aria-hidden="true" />
            {t("Currency rates")}
          </CardTitle>
          <CardDescription>
            {t(
              "Units of each currency per 1 USD. Families who prefer another currency see prices in USD with an approximate amount from these rates and their date; payments stay in USD.",
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        {query.isSuccess ? (
          <CardFooter className="flex-wrap justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {changed.length === 0
                ? t("No changes")
                : changed.length === 1
                  ? t("1 rate changed")
                  : t("{{count}} rates changed", { count: changed.length })}
            </p>
            <Button type="submit" disabled={changed.length === 0 || save.isPending}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              {save.isPending ? t("Saving...") : t("Save Rates")}
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}
