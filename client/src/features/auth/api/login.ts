import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { ApiError, apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { clearAuthFailure, showAuthFailure } from "../lib/failure-toast";
import { clearFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

/** A 429: the sign-in page shows it in the form, with "Forgot password?" beside it, rather than as a toast. */
export const isLockedOut = (error: unknown) => error instanceof ApiError && error.status === 429;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => {
      clearFirstSession();
      clearAuthFailure();
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Welcome back!"),
        description: i18n.t("Logged in as {{name}}", { name: `${user.firstName} ${user.lastName}` }),
      });
    },
    onError: (error) => {
      if (isLockedOut(error)) clearAuthFailure();
      else showAuthFailure(queryClient, i18n.t("Login failed"), errorText(error));
    },
  });
}
