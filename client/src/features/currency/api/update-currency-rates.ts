import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrencyRates, UpdateCurrencyRatesInput } from "@shared/currency";
import { apiRequest } from "@/lib/api-client";
import { currencyRatesQueryOptions } from "./get-currency-rates";

/** PUT /api/admin/currency-rates: the answer is the whole table, so every price on screen follows at once. */
export function useUpdateCurrencyRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCurrencyRatesInput) =>
      apiRequest<CurrencyRates>("PUT", "/api/admin/currency-rates", input),
    onSuccess: (rates) => queryClient.setQueryData(currencyRatesQueryOptions.queryKey, rates),
  });
}
