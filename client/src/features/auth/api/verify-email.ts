import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailInput } from "@shared/auth";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "./get-user";

/** POST /api/email/verify: the emailed link's token confirms the address (issue 31). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => apiRequest<{ message: string }>("POST", "/api/email/verify", input),
    onSuccess: async () => {
      if (queryClient.getQueryData(userQueryKey)) await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

/** POST /api/email/verification: the signed-in user asks for the link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/email/verification"),
  });
}
