/**
 * The code a page needs on a first load, by path, named as the Vite manifest names it (relative to client/). The
 * server lists it in the page it sends (`<link rel="modulepreload">`), so the browser downloads it beside the
 * app's own code instead of after it (decision 035). client/src/app/routes.tsx loads the same modules.
 */
export interface PageModules {
  path: RegExp;
  /** Only for a signed-in (true) or signed-out (false) visitor; either when absent. */
  signedIn?: boolean;
  modules: string[];
}

// A page that needs a session also brings the toasts (routes.tsx: protectedPage).
const signedInPage = (path: RegExp, ...modules: string[]): PageModules => ({
  path,
  signedIn: true,
  modules: [...modules, "src/components/ui/toast-list.tsx"],
});

export const PAGE_MODULES: PageModules[] = [
  { path: /^\/$/, signedIn: false, modules: ["src/app/pages/landing.tsx"] },
  { path: /^\/$/, signedIn: true, modules: ["src/app/pages/home.tsx"] },
  { path: /^\/auth\/?$/, modules: ["src/app/pages/auth.tsx"] },
  { path: /^\/forgot-password\/?$/, modules: ["src/app/pages/forgot-password.tsx"] },
  { path: /^\/reset-password\/?$/, modules: ["src/app/pages/reset-password.tsx"] },
  signedInPage(/^\/preferences\/?$/, "src/app/pages/preferences.tsx"),
  signedInPage(/^\/teacher\/onboarding\/?$/, "src/app/pages/teacher-onboarding.tsx"),
  signedInPage(/^\/teacher\/dashboard\/?$/, "src/app/pages/teacher-dashboard.tsx"),
  signedInPage(/^\/parent\/dashboard\/?$/, "src/app/pages/parent-dashboard.tsx"),
  signedInPage(/^\/admin\/dashboard\/?$/, "src/app/pages/admin-dashboard.tsx"),
  signedInPage(/^\/browse-teachers\/?$/, "src/app/pages/browse-teachers.tsx"),
  // The booking wizard is left out on purpose: it loads once the page's heading is drawn (book-class.tsx).
  signedInPage(/^\/class\/[^/]+\/book\/?$/, "src/app/pages/book-class.tsx"),
];
