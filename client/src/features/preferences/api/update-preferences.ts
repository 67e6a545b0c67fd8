import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Currency, EmailPreferences } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { apiRequest, errorText } from "@/lib/api-client";
import { userQueryKey } from "@/features/auth";

const patch = (body: {
  preferredCurrency?: Currency;
  emailPreferences?: Partial<EmailPreferences>;
  timeZone?: string;
}) => apiRequest<PublicUser>("PATCH", "/api/user/preferences", body);

export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredCurrency: Currency) => patch({ preferredCurrency }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: i18n.t("Preferences updated"), description: i18n.t("Your currency preference has been saved.") });
    },
    onError: (error) =>
      toast({ title: i18n.t("Failed to update preferences"), description: errorText(error), variant: "destructive" }),
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailPreferences: Partial<EmailPreferences>) => patch({ emailPreferences }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Email preferences updated"),
        description: i18n.t("Your notification settings have been saved."),
      });
    },
    onError: (error) =>
      toast({
        title: i18n.t("Failed to update email preferences"),
        description: errorText(error),
        variant: "destructive",
      }),
  });
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => patch({ timeZone }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: i18n.t("Preferences updated"), description: i18n.t("Your time zone has been saved.") });
    },
    onError: (error) =>
      toast({ title: i18n.t("Failed to update preferences"), description: errorText(error), variant: "destructive" }),
  });
}
