import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/toaster";
import { apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { clearFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: async () => {
      // Leave the signed-in page as the session is cleared (no delay: a page mounting meanwhile would read
      // with a dead session and be sent to the login endpoint instead of the landing page).
      await queryClient.cancelQueries();
      navigate("/");
      // Whoever signs in next in this browser is coming back.
      clearFirstSession();
      queryClient.setQueryData(userQueryKey, null);
      // Other users' data must not linger in the cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      toast({ title: i18n.t("Logged out"), description: i18n.t("See you next time!") });
    },
    onError: (error) => {
      toast({ title: i18n.t("Logout failed"), description: errorText(error), variant: "destructive" });
    },
  });
}
