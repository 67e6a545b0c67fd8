import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { DELAYS } from "@shared/constants";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorText } from "@/lib/api-client";
import { userQueryKey } from "./get-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      toast({ title: "Logged out", description: "See you next time!" });
      setTimeout(() => {
        // Leave the signed-in page as the session is cleared, so no page sees a missing session and redirects to login.
        navigate("/");
        queryClient.setQueryData(userQueryKey, null);
        // Other users' data must not linger in the cache.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      }, DELAYS.logoutRedirect);
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorText(error), variant: "destructive" });
    },
  });
}
