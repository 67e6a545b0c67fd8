import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/auth";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { handleUnauthorized } from "@/features/auth";
import { ApiError, apiRequest, errorText } from "@/lib/api-client";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<{ message: string }>("PATCH", "/api/user/password", input),
    onSuccess: () =>
      toast({ title: i18n.t("Password changed"), description: i18n.t("Your other sessions have been signed out.") }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return handleUnauthorized();
      toast({ title: i18n.t("Failed to change password"), description: errorText(error), variant: "destructive" });
    },
  });
}
