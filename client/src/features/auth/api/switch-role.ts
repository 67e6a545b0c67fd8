import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { DELAYS, ROLE_LABELS, type Role } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { toast } from "@/components/ui/toaster";
import { dashboardQueryOptions } from "@/features/dashboard";
import { ApiError, apiRequest, errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { navigateAway } from "@/lib/navigation";
import { userQueryKey } from "./get-user";

export function dashboardPathFor(role: string): string {
  if (role === "teacher") return "/teacher/dashboard";
  if (role === "parent") return "/parent/dashboard";
  if (role === "admin") return "/admin/dashboard";
  return "/";
}

const patchRole = (role: Role) => apiRequest<{ user: PublicUser }>("PATCH", "/api/user/role", { role });

/** Switches the current role among held roles, then goes to that role's dashboard after 800 ms (spec §4). */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: patchRole,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: i18n.t("Role switched successfully"),
        description: i18n.t("You are now viewing as {{role}}", { role: i18n.t(ROLE_LABELS[user.currentRole]) }),
      });
      setTimeout(() => navigate(dashboardPathFor(user.currentRole)), DELAYS.roleSwitchRedirect);
      // Figures, classes and bookings all depend on the current role.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: i18n.t("Authentication Required"),
          description: i18n.t("Please log in again to continue"),
          variant: "destructive",
        });
        setTimeout(() => navigateAway("/api/login"), DELAYS.roleSwitchAuthRedirect);
        return;
      }
      toast({
        title: i18n.t("Failed to switch role"),
        description: errorText(error) || i18n.t("Please try logging out and back in"),
        variant: "destructive",
      });
    },
  });
}

/** 'Become a Teacher': adds the teacher role, then goes to onboarding. */
export function useBecomeTeacher() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => patchRole("teacher"),
    onSuccess: async () => {
      toast({
        title: i18n.t("Teacher role added"),
        description: i18n.t("You can now access teacher features. Complete your teacher profile to get started."),
      });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      await queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
      navigate("/teacher/onboarding");
    },
    onError: (error) => {
      toast({ title: i18n.t("Failed to add teacher role"), description: errorText(error), variant: "destructive" });
    },
  });
}
