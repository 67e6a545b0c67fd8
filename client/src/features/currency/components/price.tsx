import { QueryClientContext } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BASE_CURRENCY, convertAmount, type CurrencyRate } from "@shared/currency";
import { useCachedUser } from "@/features/auth";
import { formatDate, formatMoney, localCurrency } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useCurrencyRates } from "../api/get-currency-rates";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An approximate amount in its own currency's symbol ("£15.80", "SAR 75.00"): two decimals, none from 1,000 up
 * ("IDR 333,000"), since the rate itself is only approximate (decision 064).
 */
export function formatApproximate(value: number, currency: string): string {
  const digits = Math.abs(value) >= 1000 ? 0 : 2;
  if (currentLanguage() !== "en") return localCurrency(value, currency, digits);
  const key = `${currency}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

interface PriceProps {
  /** The amount as the API sends it ("20.00"). */
  amount: string | number;
  /** The amount's currency: USD for every class and booking; a teacher's hourly rate may be in another. */
  currency?: string;
  /** Follows the amount and its approximation alike ("/hour"). */
  unit?: string;
  /** Follows the amount only, before the approximation (" per class"). */
  suffix?: ReactNode;
  /** The amount's own look (the approximation is always quiet). */
  className?: string;
}

/**
 * A price as the spec shows it (formatMoney), then, for a viewer who prefers another currency, ' · ≈ £15.80' from the
 * admin's rates with their date. Outside a query client (a static render) it is the price alone.
 */
export function Price({ amount, currency = BASE_CURRENCY, unit = "", suffix, className }: PriceProps) {
  const client = useContext(QueryClientContext);
  return (
    <span>
      <span className={className}>{`${formatMoney(amount, currency)}${unit}`}</span>
      {suffix}
      {client ? <Approximate amount={amount} currency={currency} unit={unit} /> : null}
    </span>
  );
}

/** The older of the two rates' dates (USD's fixed rate has none worth naming). */
function rateDate(rates: readonly CurrencyRate[], from: string, to: string): string | undefined {
  const dates = rates
    .filter((r) => r.currency !== BASE_CURRENCY && (r.currency === from || r.currency === to))
    .map((r) => r.updatedAt);
  return dates.sort()[0];
}

/**
 * The viewer's approximation of an amount: `(amount, currency)` → "£15.80" and the rates' date, or null when the
 * viewer's preferred currency is the amount's own, or the rates are not known (yet). A viewer preferring USD sees a
 * teacher's hourly rate set in another currency in USD too.
 */
export function useApproximate(currencies: readonly string[] = [BASE_CURRENCY]) {
  // The signed-in user as the app shell already read them: a price never asks the server who is looking.
  const user = useCachedUser();
  const wanted = user?.preferredCurrency;
  const rates = useCurrencyRates(!!wanted && currencies.some((c) => c !== wanted));
  return (
    amount: string | number,
    currency: string = BASE_CURRENCY,
  ): { text: string; date: string; currency: string } | null => {
    if (!wanted || wanted === currency || !rates.data) return null;
    const value = convertAmount(amount, currency, wanted, rates.data.rates);
    const date = rateDate(rates.data.rates, currency, wanted);
    return value === null || !date ? null : { text: formatApproximate(value, wanted), date, currency: wanted };
  };
}

function Approximate({ amount, currency, unit }: { amount: string | number; currency: string; unit: string }) {
  const { t } = useTranslation();
  const approximation = useApproximate([currency])(amount, currency);
  if (!approximation) return null;
  const { date, currency: wanted } = approximation;
  const approx = `${approximation.text}${unit}`;
  const title = t("Approximate amount in {{currency}}, at the rate of {{date}}. Payments are made in USD.", {
    currency: wanted,
    date: formatDate(date),
  });
  return (
    <span title={title} className="whitespace-nowrap text-xs font-normal text-muted-foreground">
      <span aria-hidden="true"> · ≈ {approx}</span>
      <span className="sr-only">{` (${t("about {{amount}} at the rate of {{date}}", { amount: approx, date: formatDate(date) })})`}</span>
    </span>
  );
}
