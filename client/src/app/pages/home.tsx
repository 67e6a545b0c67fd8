import { useTranslation } from "react-i18next";
import { PatternedPage } from "@/components/layout/patterned-page";
import { effectiveRole } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { isFirstSession } from "@/features/auth";
import { useAuth } from "@/features/auth/api/get-user";
import { GettingStarted } from "@/features/home/components/getting-started";
import { HomeStats } from "@/features/home/components/home-stats";
import { QuickActions } from "@/features/home/components/quick-actions";
import { i18n } from "@/lib/i18n";

/** `isNew`: this tab's session began with signing up; a brand-new account has not come back, so no 'Welcome back'. */
export function homeHeading(
  user: { firstName: string; currentRole?: string | null; userType?: string | null },
  isNew = false,
): string {
  const name = user.firstName || i18n.t("User");
  const role = user.currentRole ?? user.userType;
  if (role === "teacher")
    return isNew ? i18n.t("Welcome, Teacher {{name}}", { name }) : i18n.t("Welcome back, Teacher {{name}}", { name });
  if (role === "parent")
    return isNew ? i18n.t("Welcome, {{name}}", { name }) : i18n.t("Welcome back, {{name}}", { name });
  if (role === "admin")
    return isNew ? i18n.t("Welcome, Admin {{name}}", { name }) : i18n.t("Welcome back, Admin {{name}}", { name });
  return i18n.t("Welcome, {{name}}", { name });
}

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  const role = effectiveRole(user);
  return (
    <PatternedPage>
      <header>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">
          {homeHeading(user, isFirstSession(user.id))}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {t("Here's what's happening with your Islamic education journey today.")}
        </p>
      </header>
      <section aria-label={t("Your figures")}>
        <HomeStats />
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="sr-only">
          {t("Quick actions")}
        </h2>
        <QuickActions role={role} />
      </section>
      <GettingStarted user={user} />
    </PatternedPage>
  );
}
