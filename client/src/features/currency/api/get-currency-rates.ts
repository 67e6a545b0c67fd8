import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrencyRates } from "@shared/currency";
import { apiGet } from "@/lib/api-client";

const RATES_URL = "/api/currency-rates";
// Rates change when an admin updates them, days apart: one read serves a whole visit.
const LONG_MS = 6 * 60 * 60 * 1000;

/** GET /api/currency-rates: every supported currency's rate per 1 USD and when it was set. */
export const getCurrencyRates = () => apiGet<CurrencyRates>(RATES_URL);

export const currencyRatesQueryOptions = queryOptions({
  queryKey: [RATES_URL],
  queryFn: () => getCurrencyRates(),
  staleTime: LONG_MS,
  gcTime: LONG_MS,
});

/** The rates, read only when `enabled` (a viewer who prefers USD never asks). */
export function useCurrencyRates(enabled = true) {
  return useQuery({ ...currencyRatesQueryOptions, enabled });
}
