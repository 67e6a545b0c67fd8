import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/auth";
import { apiRequest } from "@/lib/api-client";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiRequest<{ message: string }>("POST", "/api/password/forgot", input),
  });
}
