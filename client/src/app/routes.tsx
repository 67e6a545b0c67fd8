import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useDeferredValue, useEffect, useState, type ComponentType } from "react";
import { parse } from "regexparam";
import { Route, Switch, useLocation, useSearch } from "wouter";
import { NOT_FOUND_MODULE, PAGES, pageMatcher, type Page, type PageMatch, type PagePreload } from "@shared/pages";
import { effectiveRole, type PublicUser } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PageErrorBoundary } from "@/components/layout/page-error-boundary";
import { useAuth } from "@/features/auth/api/get-user";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { classQueryOptions } from "@/features/classes/api/get-class";
import { preloadLandingFonts } from "@/features/landing/preload-fonts";
import { studentsQueryOptions } from "@/features/students/api/get-students";
import { browseTeachersQueryOptions } from "@/features/teachers/api/browse-teachers";
import { parseBrowseFilters } from "@/features/teachers/lib/use-browse-filters";
import { positiveId } from "@/lib/ids";
import { lazyWithPreload, type LazyWithPreload } from "@/lib/lazy-with-preload";

type PageModule = { default: ComponentType };
type LazyPage = LazyWithPreload<PageModule, object>;

// Every page is its own chunk (the landing page never downloads the dashboards' code), found by the module path
// the manifest names (shared/pages.ts): "src/app/pages/landing.tsx" is "./pages/landing.tsx" here.
const pageFiles = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);
// One per module, whichever manifest names it: a page's code is downloaded once.
const lazyPages = new Map<string, LazyPage>();

function lazyPage(module: string): LazyPage {
  let page = lazyPages.get(module);
  if (!page) {
    const load = pageFiles[`./${module.replace(/^src\/app\//, "")}`];
    if (!load) throw new Error(`${module} is not a page module (client/src/app/pages/*.tsx)`);
    lazyPages.set(module, (page = lazyWithPreload(load)));
  }
  return page;
}

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
const signedIn = ({ user }: FirstLoad) =>
  user === undefined ? Boolean(hintStore()?.getItem(SIGNED_IN_HINT)) : user !== null;
// The first data a parent's page shows, asked for beside the page's code when the user is known to be a parent.
const isParent = ({ user }: FirstLoad) =>
  Boolean(user && user.roles.includes("parent") && effectiveRole(user) === "parent");

/** What a page's first screen needs besides its code (the manifest's `preload`), asked for before the code. */
const PRELOADS: Record<PagePreload, (load: FirstLoad, params: PageMatch["params"]) => void> = {
  "landing-fonts": () => preloadLandingFonts(),
  "browse-teachers": (load) => {
    if (!isParent(load) || !load.client) return;
    const filters = parseBrowseFilters(new URLSearchParams(load.search ?? ""));
    void load.client.prefetchInfiniteQuery(browseTeachersQueryOptions(filters));
  },
  "book-class": (load, params) => {
    // Read as the page reads it, so the prefetched class is the one the page shows.
    const id = positiveId(params.id);
    if (!isParent(load) || !load.client || id === null) return;
    void load.client.prefetchQuery(classQueryOptions(id));
    void load.client.prefetchQuery(studentsQueryOptions);
  },
};

function Protected({ page: Page }: { page: ComponentType }) {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

/** The router and the first page's preload for a manifest (the app's is PAGES; a test may pass its own). */
export function createRoutes(pages: readonly Page[]) {
  const findPage = pageMatcher(pages, parse);
  // Every page's code is looked up now: a module the manifest names wrongly fails at start, not on a visit.
  const routes = pages.map((page) => ({ page, Lazy: lazyPage(page.module) }));
  const NotFoundPage = lazyPage(NOT_FOUND_MODULE);

  // The first page's code, asked for by the entry point: the routes keep the 'Loading...' screen up until it is
  // here (as they do until the session is known), so the page then renders at once rather than behind a Suspense
  // fallback.
  let firstPage: { ready: boolean; promise: Promise<unknown> } = { ready: true, promise: Promise.resolve() };

  /**
   * Starts downloading the code of the page at `path` at once, in parallel with the session check, rather than
   * after it (the routes render only once the current user is known). When the user is already known (the server
   * wrote them into the page), a parent's browse and booking pages also ask for their first data now.
   */
  function preloadPage(path: string, load: FirstLoad = {}): Promise<unknown> {
    const match = findPage(path, signedIn(load));
    let promise: Promise<unknown> = Promise.resolve();
    if (match) {
      const { page, params } = match;
      if (page.preload) PRELOADS[page.preload](load, params);
      promise = lazyPage(page.module).preload();
    }
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

  function AppRoutes() {
    const { user, isLoading } = useAuth();
    const [location] = useLocation();
    const search = useSearch();
    useEffect(() => {
      if (isLoading) return;
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
    const variant = user ? "signed-in" : "signed-out";
    return (
      <PageErrorBoundary resetKey={`${location}?${search}`}>
        <Suspense fallback={<LoadingScreen />}>
          <Switch>
            {routes
              .filter(({ page }) => !page.variant || page.variant === variant)
              .map(({ page, Lazy }) => (
                <Route key={`${page.path} ${page.module}`} path={page.path}>
                  {page.guard === "signed-in" ? <Protected page={Lazy} /> : <Lazy />}
                </Route>
              ))}
            {/* Signed out, an unknown path is treated as a signed-in page: the visitor is sent to sign in. */}
            <Route>{user ? <NotFoundPage /> : <Protected page={NotFoundPage} />}</Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    );
  }

  return { AppRoutes, preloadPage };
}

export const { AppRoutes, preloadPage } = createRoutes(PAGES);
