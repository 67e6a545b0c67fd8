import { useTranslation } from "react-i18next";
import { ROLE_LABELS, type Role } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { effectiveRole } from "@shared/users";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSwitchRole } from "../api/switch-role";

/** 'Switch role': only for users holding two or more roles (spec §5). */
export function RoleSwitcher({ user, className }: { user: PublicUser; className?: string }) {
  const { t } = useTranslation();
  const switchRole = useSwitchRole();
  if (user.roles.length < 2) return null;
  const current = effectiveRole(user);
  return (
    <Select
      value={current}
      disabled={switchRole.isPending}
      onValueChange={(role) => role !== current && switchRole.mutate(role as Role)}
    >
      <SelectTrigger className={className ?? "h-9 w-[8.5rem]"} aria-label={t("Switch role")}>
        <SelectValue placeholder={t("Switch role")} />
      </SelectTrigger>
      <SelectContent>
        {user.roles.map((role) => (
          <SelectItem key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
