import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { clearAuthFailure, showAuthFailure } from "../lib/failure-toast";
import { markFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<PublicUser>("POST", "/api/register", input),
    onSuccess: (user) => {
      markFirstSession(user.id);
      clearAuthFailure();
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Welcome to Halaqa, {{name}}!", { name: user.firstName }),
        description: i18n.t("Your account has been created successfully"),
      });
    },
    onError: (error) => showAuthFailure(queryClient, i18n.t("Registration failed"), errorText(error)),
  });
}
