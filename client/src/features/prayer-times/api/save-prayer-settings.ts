import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { userQueryKey } from "@/features/auth";
import { apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";

/** PATCH /api/user/preferences {prayerTimes}: a setting, or null to turn the marks off. */
export function useSavePrayerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerTimes: PrayerSettings | null) =>
      apiRequest<PublicUser>("PATCH", "/api/user/preferences", { prayerTimes }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Prayer times saved"),
        description: user.prayerTimes
          ? i18n.t("The booking calendar marks lessons at prayer times in {{city}}.", {
              city: user.prayerTimes.city.name,
            })
          : i18n.t("The booking calendar no longer marks prayer times."),
      });
    },
    onError: (error) =>
      toast({ title: i18n.t("Failed to save prayer times"), description: errorText(error), variant: "destructive" }),
  });
}
