import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { effectiveRole, type PublicUser } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { preloadToasts } from "@/components/ui/toaster";
import { useAuth } from "@/features/auth/api/get-user";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { classQueryOptions } from "@/features/classes/api/get-class";
import { preloadLandingFonts } from "@/features/landing/preload-fonts";
import { studentsQueryOptions } from "@/features/students/api/get-students";
import { browseTeachersQueryOptions } from "@/features/teachers/api/browse-teachers";
import { parseBrowseFilters } from "@/features/teachers/lib/use-browse-filters";
import { positiveId } from "@/lib/ids";

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A lazily loaded page that can also be asked to start loading early (the import is shared). Once its code is
 * here it renders at once: React.lazy would suspend once more and React then holds the page back for its
 * Suspense throttle (about 300 ms) behind the fallback.
 */
function page(load: () => PageModule) {
  let loaded: ComponentType | undefined;
  let loading: PageModule | undefined;
  const start = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        loading = undefined; // a failed download is tried again on the next render
        throw err;
      },
    ));
  const Lazy = lazy(start);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload: start });
}

// Every page is its own chunk: the landing page never downloads the dashboards' code.
const LandingPage = page(() => import("./pages/landing"));
const AuthPage = page(() => import("./pages/auth"));
const HomePage = page(() => import("./pages/home"));
const PreferencesPage = page(() => import("./pages/preferences"));
const ForgotPasswordPage = page(() => import("./pages/forgot-password"));
const ResetPasswordPage = page(() => import("./pages/reset-password"));
const NotFoundPage = page(() => import("./pages/not-found"));
const TeacherDashboardPage = page(() => import("./pages/teacher-dashboard"));
const TeacherOnboardingPage = page(() => import("./pages/teacher-onboarding"));
const ParentDashboardPage = page(() => import("./pages/parent-dashboard"));
const AdminDashboardPage = page(() => import("./pages/admin-dashboard"));
const BrowseTeachersPage = page(() => import("./pages/browse-teachers"));
const BookClassPage = page(() => import("./pages/book-class"));

// A hint (never a credential) kept by the browser: was someone signed in on the last visit? It only decides
// whether "/" starts loading the home page or the landing page before the session is known.
const SIGNED_IN_HINT = "halaqa.signedIn";

function hintStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What is known when the first page starts loading: the user (undefined: not yet known) and the query cache. */
export interface FirstLoad {
  user?: PublicUser | null;
  client?: QueryClient;
  search?: string;
}

// Is someone signed in? Known from the page the server sent, else guessed from the hint.
const signedIn = ({ user }: FirstLoad) => (user === undefined ? Boolean(hintStore()?.getItem(SIGNED_IN_HINT)) : user !== null);
// The first data a parent's page shows, asked for beside the page's code when the user is known to be a parent.
const isParent = ({ user }: FirstLoad) => Boolean(user && user.roles.includes("parent") && effectiveRole(user) === "parent");

const PRELOADS: Array<[RegExp, (load: FirstLoad, match: RegExpExecArray) => unknown]> = [
  [
    /^\/$/,
    (load) => {
      if (signedIn(load)) return HomePage.preload();
      preloadLandingFonts();
      return LandingPage.preload();
    },
  ],
  [/^\/auth\/?$/, () => AuthPage.preload()],
  [/^\/forgot-password\/?$/, () => ForgotPasswordPage.preload()],
  [/^\/reset-password\/?$/, () => ResetPasswordPage.preload()],
  // Pages that need a session: the toasts come too (without a session the visitor is told 'Unauthorized').
  [/^\/preferences\/?$/, () => protectedPage(PreferencesPage)],
  [/^\/teacher\/onboarding\/?$/, () => protectedPage(TeacherOnboardingPage)],
  [/^\/teacher\/dashboard\/?$/, () => protectedPage(TeacherDashboardPage)],
  [/^\/parent\/dashboard\/?$/, () => protectedPage(ParentDashboardPage)],
  [/^\/admin\/dashboard\/?$/, () => protectedPage(AdminDashboardPage)],
  [
    /^\/browse-teachers\/?$/,
    (load) => {
      if (isParent(load) && load.client) {
        const filters = parseBrowseFilters(new URLSearchParams(load.search ?? ""));
        void load.client.prefetchInfiniteQuery(browseTeachersQueryOptions(filters));
      }
      return protectedPage(BrowseTeachersPage);
    },
  ],
  [
    /^\/class\/([^/]+)\/book\/?$/,
    (load, match) => {
      // Read as the page reads it, so the prefetched class is the one the page shows.
      const id = positiveId(match[1]);
      if (isParent(load) && load.client && id !== null) {
        void load.client.prefetchQuery(classQueryOptions(id));
        void load.client.prefetchQuery(studentsQueryOptions);
      }
      return protectedPage(BookClassPage);
    },
  ],
];

// The page waits for the toasts' code as well (it comes beside the page's, named in the page the server sent): the
// toasts' live region is then in place before the page can open a dialog, which would hide a region added later
// from assistive technology (and a toast shown from the dialog would go unseen). A failed download does not hold
// the page back.
function protectedPage(page: { preload: () => Promise<unknown> }) {
  return Promise.all([page.preload(), preloadToasts().catch(() => undefined)]);
}

// The first page's code, asked for by the entry point: the routes keep the 'Loading...' screen up until it is
// here (as they do until the session is known), so the page then renders at once rather than behind a Suspense
// fallback.
let firstPage: { ready: boolean; promise: Promise<unknown> } = { ready: true, promise: Promise.resolve() };

/**
 * Starts downloading the code of the page at `path` at once, in parallel with the session check, rather than
 * after it (the routes render only once the current user is known). When the user is already known (the server
 * wrote them into the page), a parent's browse and booking pages also ask for their first data now.
 */
export function preloadPage(path: string, load: FirstLoad = {}): Promise<unknown> {
  let found: Promise<unknown> | undefined;
  for (const [pattern, start] of PRELOADS) {
    const match = pattern.exec(path);
    if (match) {
      found = Promise.resolve(start(load, match));
      break;
    }
  }
  const promise = found ?? Promise.resolve();
  const state = { ready: false, promise };
  const settle = () => {
    state.ready = true;
  };
  promise.then(settle, settle);
  firstPage = state;
  return promise;
}

function useFirstPageCode(): boolean {
  const [ready, setReady] = useState(firstPage.ready);
  useEffect(() => {
    if (ready) return;
    let active = true;
    const settle = () => active && setReady(true);
    firstPage.promise.then(settle, settle);
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}

function Protected({ page: Page }: { page: ComponentType }) {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (isLoading) return;
    // Signed in, toasts are only ever an action away (and a modal dialog may open before the first one).
    if (user) void preloadToasts().catch(() => undefined);
    const store = hintStore();
    try {
      if (user) store?.setItem(SIGNED_IN_HINT, "1");
      else store?.removeItem(SIGNED_IN_HINT);
    } catch {
      // storage full or blocked: the hint is only an optimisation
    }
  }, [isLoading, user]);
  const codeReady = useFirstPageCode();
  const ready = !isLoading && codeReady;
  // When the session (and the page's code) arrives, the page is rendered as a deferred (interruptible) update:
  // React yields to the browser every few milliseconds instead of blocking it for the whole first render.
  const shown = useDeferredValue(ready);
  if (!ready || !shown) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/">{user ? <HomePage /> : <LandingPage />}</Route>
        <Route path="/auth" component={AuthPage} />
        {/* Open to everyone: whoever has the email may reset (signed in or not). */}
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
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
