import { useTranslation } from "react-i18next";
import { ROLE_LABELS, type Role } from "@shared/constants";
import { effectiveRole, type PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useSwitchRole } from "../api/switch-role";

// One sentence per role, so each reads whole in every language.
const SWITCH_HINTS: Record<Role, string> = {
  teacher: "Switch to your teacher role to see your {{what}}.",
  parent: "Switch to your parent role to see your {{what}}.",
  admin: "Switch to your admin role to see your {{what}}.",
};

/**
 * For a user who holds `role` but acts as another: a dashboard's figures and lists follow the current role, so the
 * page offers the switch instead of showing the other role's data.
 */
export function SwitchRoleCard({ user, role, what }: { user: PublicUser; role: Role; what: string }) {
  const { t } = useTranslation();
  const switchRole = useSwitchRole();
  return (
    <Card interactive={false}>
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="font-semibold text-foreground">
            {t("You are viewing Halaqa as {{role}}", { role: t(ROLE_LABELS[effectiveRole(user)]) })}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t(SWITCH_HINTS[role], { what: t(what) })}</p>
        </div>
        <Button onClick={() => switchRole.mutate(role)} disabled={switchRole.isPending}>
          {switchRole.isPending ? <Spinner /> : null}
          {switchRole.isPending ? t("Switching...") : t("Switch to {{role}}", { role: t(ROLE_LABELS[role]) })}
        </Button>
      </CardContent>
    </Card>
  );
}
