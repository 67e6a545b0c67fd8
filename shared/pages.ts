// Every page of the app, declared once (decision 038): the client's router and preloads, the server's page routes and
// the pages prerendered at build time all come from this list, so a new page is one entry here.

import { DEFAULT_LANGUAGE, type Language } from "./i18n";

/** "signed-in": a visitor without a session is told 'Unauthorized' and sent to sign in; "public": anyone. */
export type PageGuard = "public" | "signed-in";

/** What a page's first screen needs besides its code, asked for beside it; routes.tsx maps each key to a function. */
export type PagePreload = "landing-fonts" | "browse-teachers" | "book-class";

/** A page rendered at build time for a visitor without a session (decision 012). */
export interface PrerenderedPage {
  /** The exact URL, query included, that gets the file; any other query string gets the app. */
  url: string;
  /** In dist/public. */
  file: string;
  /** React takes the page over (/auth); otherwise it stays static HTML with its menu script (the landing page). */
  hydrate: boolean;
}

export interface Page {
  /** A wouter pattern ("/class/:id/book"), matched by regexparam on both sides: one trailing slash is allowed. */
  path: string;
  /** The page's module, relative to client/ as Vite's manifest names it: a file of src/app/pages/ (default export). */
  module: string;
  guard: PageGuard;
  /** Only for a signed-in or a signed-out visitor: a path with two pages ("/"). Either when absent. */
  variant?: "signed-in" | "signed-out";
  preload?: PagePreload;
  prerender?: readonly PrerenderedPage[];
}

/**
 * Why the sign-in form, posted without the page's script (POST /auth, decision 081), came back: /auth?error=<this>.
 * Each is a prerendered page (below), so the reason shows without JavaScript too.
 */
export const SIGN_IN_FORM_ERRORS = ["signin", "limited", "suspended"] as const;
export type SignInFormError = (typeof SIGN_IN_FORM_ERRORS)[number];

/** What the client renders where no page matches; its code is not preloaded. */
export const NOT_FOUND_MODULE = "src/app/pages/not-found.tsx";

export const PAGES: readonly Page[] = [
  {
    path: "/",
    module: "src/app/pages/landing.tsx",
    guard: "public",
    variant: "signed-out",
    preload: "landing-fonts",
    prerender: [{ url: "/", file: "landing.html", hydrate: false }],
  },
  // Only a signed-in visitor gets this variant: it needs no guard.
  { path: "/", module: "src/app/pages/home.tsx", guard: "public", variant: "signed-in" },
  {
    path: "/auth",
    module: "src/app/pages/auth.tsx",
    guard: "public",
    prerender: [
      { url: "/auth", file: "auth.html", hydrate: true },
      { url: "/auth?tab=signup", file: "auth-signup.html", hydrate: true },
      { url: "/auth?tab=signup&role=teacher", file: "auth-signup-teacher.html", hydrate: true },
      // Where POST /auth sends the sign-in form back, saying why, drawn for a browser without JavaScript (081).
      ...SIGN_IN_FORM_ERRORS.map((error) => ({
        url: `/auth?error=${error}`,
        file: `auth-${error}.html`,
        hydrate: true,
      })),
    ],
  },
  // Open to everyone: whoever has the email may reset (signed in or not). Not prerendered (decision 016).
  { path: "/forgot-password", module: "src/app/pages/forgot-password.tsx", guard: "public" },
  { path: "/reset-password", module: "src/app/pages/reset-password.tsx", guard: "public" },
  { path: "/verify-email", module: "src/app/pages/verify-email.tsx", guard: "public" },
  { path: "/preferences", module: "src/app/pages/preferences.tsx", guard: "signed-in" },
  // Issue 35: a parent's and a teacher's conversations (?c=<id> opens one).
  { path: "/messages", module: "src/app/pages/messages.tsx", guard: "signed-in" },
  { path: "/teacher/onboarding", module: "src/app/pages/teacher-onboarding.tsx", guard: "signed-in" },
  { path: "/teacher/dashboard", module: "src/app/pages/teacher-dashboard.tsx", guard: "signed-in" },
  { path: "/parent/dashboard", module: "src/app/pages/parent-dashboard.tsx", guard: "signed-in" },
  { path: "/admin/dashboard", module: "src/app/pages/admin-dashboard.tsx", guard: "signed-in" },
  {
    path: "/browse-teachers",
    module: "src/app/pages/browse-teachers.tsx",
    guard: "signed-in",
    preload: "browse-teachers",
  },
  // The booking wizard is not named: it loads once the page's heading is drawn (book-class.tsx).
  { path: "/class/:id/book", module: "src/app/pages/book-class.tsx", guard: "signed-in", preload: "book-class" },
  // Issue 33: a weekly plan, paid every four weeks.
  { path: "/class/:id/weekly", module: "src/app/pages/book-weekly.tsx", guard: "signed-in" },
  // A teacher's public profile by their user id (issue 16): linked from browse cards, class pages and review notices.
  { path: "/teachers/:id", module: "src/app/pages/teacher-profile.tsx", guard: "signed-in" },
  // The footer's pages (issue 32), open to everyone (a suspended user reaches the contact page) and prerendered.
  ...(["help", "contact", "privacy", "terms"] as const).map(
    (name): Page => ({
      path: `/${name}`,
      module: `src/app/pages/${name}.tsx`,
      guard: "public",
      prerender: [{ url: `/${name}`, file: `${name}.html`, hydrate: true }],
    }),
  ),
  // Anyone holding a certificate checks it here (issue 19): signed out included, only a first name shown.
  { path: "/certificates/:code", module: "src/app/pages/certificate.tsx", guard: "public" },
];

/** The pages rendered at build time, in the manifest's order. */
export function prerenderedPages(pages: readonly Page[] = PAGES): PrerenderedPage[] {
  return pages.flatMap((page) => page.prerender ?? []);
}

/** A prerendered page's file in `language`: "auth.html" in English, "auth.ar.html" in Arabic (shared/i18n.ts). */
export function prerenderedFile(file: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`);
}

/** A route pattern as a regular expression and its parameters' names: regexparam's `parse`, which wouter uses. */
export type PatternParser = (pattern: string) => { pattern: RegExp; keys: string[] };

export interface PageMatch {
  page: Page;
  params: Record<string, string | undefined>;
}

/**
 * The page a path shows, the first in the manifest's order as wouter's <Switch> picks it. shared/ imports no
 * routing library (house rule 4): each side passes regexparam's `parse`, the one wouter matches with.
 */
export function pageMatcher(pages: readonly Page[], parse: PatternParser) {
  const routes = pages.map((page) => ({ page, ...parse(page.path) }));
  return (path: string, signedIn: boolean): PageMatch | undefined => {
    for (const { page, pattern, keys } of routes) {
      if (page.variant && page.variant !== (signedIn ? "signed-in" : "signed-out")) continue;
      const found = pattern.exec(path);
      if (found) return { page, params: Object.fromEntries(keys.map((key, i) => [key, found[i + 1]])) };
    }
    return undefined;
  };
}

/**
 * The id of the JSON data block in the app's page that holds the signed-in user (or null), as GET /api/user
 * answers, written by the server (server/app-pages.ts) and read by the client (features/auth/api/get-user.ts).
 */
export const SESSION_USER_ELEMENT_ID = "session-user";
