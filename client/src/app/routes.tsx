import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { useAuth } from "@/features/auth/api/get-user";
import { RequireAuth } from "@/features/auth/components/require-auth";

// Every page is its own chunk: the landing page never downloads the dashboards' code.
const LandingPage = lazy(() => import("./pages/landing"));
const AuthPage = lazy(() => import("./pages/auth"));
const HomePage = lazy(() => import("./pages/home"));
const PreferencesPage = lazy(() => import("./pages/preferences"));
const NotFoundPage = lazy(() => import("./pages/not-found"));
const TeacherDashboardPage = lazy(() => import("./pages/teacher-dashboard"));
const TeacherOnboardingPage = lazy(() => import("./pages/teacher-onboarding"));
const ParentDashboardPage = lazy(() => import("./pages/parent-dashboard"));
const AdminDashboardPage = lazy(() => import("./pages/admin-dashboard"));
const BrowseTeachersPage = lazy(() => import("./pages/browse-teachers"));
const BookClassPage = lazy(() => import("./pages/book-class"));

function Protected({ page: Page }: { page: ComponentType }) {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/">{user ? <HomePage /> : <LandingPage />}</Route>
        <Route path="/auth" component={AuthPage} />
        <Route path="/preferences">
          <Protected page={PreferencesPage} />
        </Route>
        <Route path="/teacher/onboarding">
          <Protected page={TeacherOnboardingPage} />
        </Route>
        <Route path="/teacher/dashboard">
          <Protected page={TeacherDashboardPage} />
        </Route>
        <Route path="/parent/dashboard">
          <Protected page={ParentDashboardPage} />
        </Route>
        <Route path="/admin/dashboard">
          <Protected page={AdminDashboardPage} />
        </Route>
        <Route path="/browse-teachers">
          <Protected page={BrowseTeachersPage} />
        </Route>
        <Route path="/class/:id/book">
          <Protected page={BookClassPage} />
        </Route>
        <Route>{user ? <NotFoundPage /> : <Protected page={NotFoundPage} />}</Route>
      </Switch>
    </Suspense>
  );
}
