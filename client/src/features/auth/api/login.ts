import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { apiRequest, errorText } from "@/lib/api-client";
import { clearFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => {
      clearFirstSession();
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Welcome back!", description: `Logged in as ${user.firstName} ${user.lastName}` });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorText(error), variant: "destructive" });
    },
  });
}
