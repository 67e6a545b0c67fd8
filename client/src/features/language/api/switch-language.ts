import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@shared/i18n";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { userQueryKey } from "@/features/auth";
import { apiRequest, errorText } from "@/lib/api-client";
import { applyLanguage, i18n, rememberLanguage } from "@/lib/i18n";

/**
 * Shows the UI in another language at once and remembers it: in a signed-in user's preferences (their pages are
 * answered in it on any device), and in the cookie, which keeps it for this browser once signed out.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
      if (user)
        queryClient.setQueryData(
          userQueryKey,
          await apiRequest<PublicUser>("PATCH", "/api/user/preferences", { language }),
        );
      rememberLanguage(language);
      await applyLanguage(language);
    },
    onError: (error) =>
      toast({ title: i18n.t("Failed to change the language"), description: errorText(error), variant: "destructive" }),
  });
}
