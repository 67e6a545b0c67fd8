// The platform's fee (GET/PUT /api/admin/platform-fee, decision 094): admins set it; each setting is kept, and
// lessons paid from then on keep the one in force.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlatformFeeAnswer, PlatformFeeInput } from "@shared/earnings";
import { apiGet, apiRequest } from "@/lib/api-client";

const PLATFORM_FEE_URL = "/api/admin/platform-fee";

export const platformFeeQueryOptions = queryOptions({
  queryKey: [PLATFORM_FEE_URL],
  queryFn: async () => (await apiGet<PlatformFeeAnswer>(PLATFORM_FEE_URL))!,
});

export function usePlatformFee() {
  return useQuery(platformFeeQueryOptions);
}

export function useSetPlatformFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformFeeInput) => apiRequest<PlatformFeeAnswer>("PUT", PLATFORM_FEE_URL, input),
    onSuccess: (saved) => queryClient.setQueryData(platformFeeQueryOptions.queryKey, saved),
  });
}
