import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/auth";
import { toast } from "@/components/ui/toaster";
import { handleUnauthorized } from "@/features/auth";
import { ApiError, apiRequest, errorText } from "@/lib/api-client";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<{ message: string }>("PATCH", "/api/user/password", input),
    onSuccess: () => toast({ title: "Password changed", description: "Your other sessions have been signed out." }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return handleUnauthorized();
      toast({ title: "Failed to change password", description: errorText(error), variant: "destructive" });
    },
  });
}
