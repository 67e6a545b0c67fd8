import { PatternedPage } from "@/components/layout/patterned-page";
import { effectiveRole } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { isFirstSession } from "@/features/auth";
import { useAuth } from "@/features/auth/api/get-user";
import { GettingStarted } from "@/features/home/components/getting-started";
import { HomeStats } from "@/features/home/components/home-stats";
import { QuickActions } from "@/features/home/components/quick-actions";

/** `isNew`: this tab's session began with signing up; a brand-new account has not come back, so no 'Welcome back'. */
export function homeHeading(user: { firstName: string; currentRole?: string | null; userType?: string | null }, isNew = false): string {
  const name = user.firstName || "User";
  const role = user.currentRole ?? user.userType;
  const welcome = isNew ? "Welcome" : "Welcome back";
  if (role === "teacher") return `${welcome}, Teacher ${name}`;
  if (role === "parent") return `${welcome}, ${name}`;
  if (role === "admin") return `${welcome}, Admin ${name}`;
  return `Welcome, ${name}`;
}

export default function HomePage() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  const role = effectiveRole(user);
  return (
    <PatternedPage>
      <header>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{homeHeading(user, isFirstSession(user.id))}</h1>
        <p className="mt-2 text-muted-foreground">Here's what's happening with your Islamic education journey today.</p>
      </header>
      <section aria-label="Your figures">
        <HomeStats />
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="sr-only">
          Quick actions
        </h2>
        <QuickActions role={role} />
      </section>
      <GettingStarted user={user} />
    </PatternedPage>
  );
}
