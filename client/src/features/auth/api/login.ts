import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { clearFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => {
      clearFirstSession();
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Welcome back!"),
        description: i18n.t("Logged in as {{name}}", { name: `${user.firstName} ${user.lastName}` }),
      });
    },
    onError: (error) => {
      toast({ title: i18n.t("Login failed"), description: errorText(error), variant: "destructive" });
    },
  });
}
