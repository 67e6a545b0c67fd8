import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@shared/auth";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "./get-user";

/** Sets a new password with the emailed token. Every session of that account ends, this browser's too if it was one. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiRequest<{ message: string }>("POST", "/api/password/reset", input),
    onSuccess: async () => {
      // Ask again only if someone was signed in here; a signed-out visitor has nothing to refresh.
      if (queryClient.getQueryData(userQueryKey)) await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
