import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { apiRequest, errorText } from "@/lib/api-client";
import { markFirstSession } from "../lib/first-session";
import { userQueryKey } from "./get-user";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<PublicUser>("POST", "/api/register", input),
    onSuccess: (user) => {
      markFirstSession(user.id);
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: `Welcome to Halaqa, ${user.firstName}!`, description: "Your account has been created successfully" });
    },
    onError: (error) => {
      toast({ title: "Registration failed", description: errorText(error), variant: "destructive" });
    },
  });
}
