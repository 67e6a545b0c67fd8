// The page sent for each app route: the prerendered one to a visitor without a session (decision 012), else index.html
// naming the signed-in user (034) and the page's code (035); which paths are pages, shared/pages.ts says (038).
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { parse } from "regexparam";
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, languageFromCookie, type Language } from "@shared/i18n";
import {
  PAGES,
  pageMatcher,
  prerenderedFile,
  prerenderedPages,
  SESSION_USER_ELEMENT_ID,
  type Page,
} from "@shared/pages";
import type { PublicUser } from "@shared/users";
import { safeError } from "./middleware/error-handler";

/** The language a page is answered in: the signed-in user's preference, else the visitor's cookie, else English. */
export function pageLanguage(user: PublicUser | null, cookieHeader: string | undefined): Language {
  return user?.language ?? languageFromCookie(cookieHeader) ?? DEFAULT_LANGUAGE;
}

/** The part of Vite's build manifest (dist/public/.vite/manifest.json) used here. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface AppPages {
  /** "<language> <exact URL>" → prerendered file, for a visitor without a session cookie. */
  prerendered: Map<string, string>;
  /** The prerendered file for `url` in `language`, if the build has one. */
  prerenderedIn: (url: string, language: Language) => string | undefined;
  /** index.html for `path`, with `user` (null: nobody), the page's modules to preload, in `language`. */
  app: (path: string, user: PublicUser | null, language?: Language) => string;
  /** 200 for a page, 404 where the app shows its not-found page; `signedIn` undefined: the visitor is not known. */
  status: (path: string, signedIn?: boolean) => 200 | 404;
  /** index.html as built: the app asks GET /api/user itself. */
  withoutUser: string;
}

export function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}

/**
 * The app's routes, from a manifest: the page `path` shows for a visitor signed in or not (undefined: no page, the
 * app's not-found page). Matched by regexparam, as wouter matches them in the client.
 */
export function appRoutes(pages: readonly Page[] = PAGES): (path: string, signedIn: boolean) => Page | undefined {
  const find = pageMatcher(pages, parse);
  return (urlPath, signedIn) => find(urlPath, signedIn)?.page;
}

/** Every file `key` needs, its static imports included, in load order; unknown keys give nothing. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen)), entry.file];
}

/** `<link rel="modulepreload">` tags for a page's modules, leaving out files index.html already names. */
export function pagePreloads(manifest: Manifest, html: string, modules: readonly string[]): string {
  const files = new Set(modules.flatMap((m) => chunkFiles(manifest, m)));
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}

/**
 * index.html with the signed-in user (null: nobody) in a JSON data block, which the entry point reads instead of
 * asking GET /api/user (client/src/main.tsx), and `extraHead` before </head>. `<` is escaped so no value can end
 * the block.
 */
export function withUser(html: string, user: PublicUser | null, extraHead = ""): string {
  const at = html.indexOf("</head>");
  if (at < 0) throw new Error("index.html has no </head>");
  const data = JSON.stringify(user).replace(/</g, "\\u003c");
  return `${html.slice(0, at)}${extraHead}<script id="${SESSION_USER_ELEMENT_ID}" type="application/json">${data}</script>\n  ${html.slice(at)}`;
}

/** The pages of the build in `staticDir`, for the app's manifest or (a test) another one. */
export function appPages(staticDir: string, logger?: Logger, pages: readonly Page[] = PAGES): AppPages {
  const index = fs.readFileSync(path.join(staticDir, "index.html"), "utf8");
  // Checked once, at start-up: a page could not carry the user otherwise.
  if (!index.includes("</head>")) throw new Error(`${path.join(staticDir, "index.html")} has no </head>`);
  // Keyed "en /auth", "ar /auth": each page is rendered in every language (scripts/prerender.ts).
  const prerendered = new Map<string, string>();
  for (const { url, file } of prerenderedPages(pages)) {
    for (const language of LANGUAGES) {
      const full = path.join(staticDir, prerenderedFile(file, language));
      if (fs.existsSync(full)) prerendered.set(`${language} ${url}`, full);
    }
  }
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staticDir, ".vite/manifest.json"), "utf8")) as Manifest;
  } catch {
    // A build without a manifest: pages load their code after the app's, as before.
  }
  const missing = [...new Set(pages.map((p) => p.module))].filter(
    (m) => Object.keys(manifest).length > 0 && !manifest[m],
  );
  if (missing.length) logger?.warn({ missing }, "page modules missing from the build manifest; not preloaded");

  const route = appRoutes(pages);
  // The same tags for every visit to a page: made once per page.
  const heads = new Map<Page, string>();
  const head = (urlPath: string, signedIn: boolean) => {
    const page = route(urlPath, signedIn);
    if (!page) return "";
    let tags = heads.get(page);
    if (tags === undefined) heads.set(page, (tags = pagePreloads(manifest, index, [page.module])));
    return tags;
  };
  return {
    prerendered,
    prerenderedIn: (url, language) => prerendered.get(`${language} ${url}`),
    app: (urlPath, user, language = DEFAULT_LANGUAGE) =>
      withUser(inLanguage(index, language), user, head(urlPath, user !== null)),
    status: (urlPath, signedIn) => {
      const found = signedIn === undefined ? (route(urlPath, true) ?? route(urlPath, false)) : route(urlPath, signedIn);
      return found ? 200 : 404;
    },
    withoutUser: index,
  };
}

/**
 * POST /auth: the sign-in page's forms post here only if submitted before the page's script has taken over
 * (decision 033): back to the page, which is ready by then. It reads nothing (the body, a password, is neither
 * parsed nor logged) and changes nothing, so server/app.ts puts it before the cross-site check: the browser sends
 * such a post with `Origin: null` (the Referrer-Policy is no-referrer).
 */
export const signInFormPost: RequestHandler = (req, res) =>
  res.redirect(
    303,
    req.query.tab !== "signup"
      ? "/auth"
      : req.query.role === "teacher"
        ? "/auth?tab=signup&role=teacher"
        : "/auth?tab=signup",
  );

// Every GET path that is not served by the API, the payment routes or the built assets is the app's: a page, or its
// not-found page. Case-insensitive as Express's own routes are (/API/user is the API's); a missing /assets/ file
// (an old chunk after a deploy) is a plain 404, not HTML.
export const SPA_ROUTES = /^(?!\/(api|setup|order|assets)(\/|$)).*/i;

/**
 * Marks the errors of the session and passport middlewares (wrap each in `marking`): for a page (not the API), the
 * app's page is then sent without the user rather than an error (servePages: whenSessionFails).
 */
export function sessionErrorMarks() {
  const errors = new WeakSet<object>();
  const marking =
    (middleware: RequestHandler): RequestHandler =>
    (req, res, next) =>
      middleware(req, res, (err?: unknown) => {
        if (err && typeof err === "object") errors.add(err);
        next(err);
      });
  return { marking, has: (err: unknown) => typeof err === "object" && err !== null && errors.has(err) };
}

export interface PageServing {
  /** Before the session middleware: the built files and, for a visitor without a session cookie, the pages. */
  beforeSession: express.Router;
  /** After the session and passport middlewares: the app's page for a request with a session cookie. */
  afterSession: express.Router;
  /** Right after afterSession: a page whose session could not be read goes without the user. */
  whenSessionFails: ErrorRequestHandler;
}

/**
 * The built client (`staticDir`: dist/public) and the app's pages, in the middlewares server/app.ts puts around the
 * session's; undefined without a build (only the API is served). A path no page matches gets the app's page too,
 * where the client shows its not-found page, answered 404 as any site answers an unknown address (decision 038).
 */
export function servePages(options: {
  staticDir?: string;
  cookieName: string;
  logger?: Logger;
  isSessionError: (err: unknown) => boolean;
  pages?: readonly Page[];
}): PageServing | undefined {
  const { staticDir, cookieName, logger } = options;
  if (!staticDir || !fs.existsSync(path.join(staticDir, "index.html"))) return undefined;
  const beforeSession = express.Router();
  // The built client is text (JS, CSS, HTML): gzip cuts what a phone downloads to about a third. Only the static
  // files: API answers are small and compressing them would cost CPU on every request.
  const gzip = compression({ threshold: 1024 });
  beforeSession.use(["/assets", "/index.html"], gzip);
  beforeSession.get(SPA_ROUTES, (req, res, next) => (req.accepts("html") ? gzip(req, res, next) : next()));
  // Before the session middleware: static files never touch the session store.
  // Hashed assets can be cached for long; index.html must always be fresh.
  beforeSession.use("/assets", express.static(path.join(staticDir, "assets"), { immutable: true, maxAge: "1y" }));
  const rootFiles = express.static(staticDir, {
    index: false,
    maxAge: "1h",
    setHeaders: (res, file) => {
      if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  // API calls never name a file: skip the disk lookup (a stat per request) for them.
  beforeSession.use((req, res, next) => (req.path.startsWith("/api/") ? next() : rootFiles(req, res, next)));
  const built = appPages(staticDir, logger, options.pages);
  beforeSession.get(SPA_ROUTES, (req, res, next) => {
    if (!req.accepts("html")) return next();
    // With a session cookie the page says who is signed in: the session is read after the session middleware.
    if (hasCookie(req.headers.cookie, cookieName)) return next();
    // Without one nobody is signed in: the public pages come drawn (decision 012), any other page is the app,
    // told so (it then sends the visitor to sign in without asking the server first).
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Cookie");
    const language = pageLanguage(null, req.headers.cookie);
    const page = built.prerenderedIn(req.originalUrl, language);
    if (page) res.sendFile(page);
    else
      res
        .status(built.status(req.path, false))
        .type("html")
        .send(built.app(req.path, null, language));
  });

  // The app's page for a request with a session cookie: with the signed-in user in it, as GET /api/user would
  // answer, so the app renders the page at once instead of asking first (decision 034). Should the session
  // store fail, the page goes without it and the app asks as before.
  const afterSession = express.Router();
  afterSession.get(SPA_ROUTES, (req, res, next) => {
    if (!req.accepts("html")) return next();
    const user = req.user ? (req.user as PublicUser) : null;
    // With a user in it the page is never stored: a page brought back from the browser's cache (Back, a
    // reopened tab) would show someone who has since logged out as signed in.
    res.setHeader("Cache-Control", user ? "private, no-store" : "no-cache");
    res.setHeader("Vary", "Cookie");
    res
      .status(built.status(req.path, user !== null))
      .type("html")
      .send(built.app(req.path, user, pageLanguage(user, req.headers.cookie)));
  });
  const whenSessionFails: ErrorRequestHandler = (err: unknown, req, res, next) => {
    const page = (req.method === "GET" || req.method === "HEAD") && SPA_ROUTES.test(req.path) && req.accepts("html");
    if (!page || !options.isSessionError(err)) return next(err);
    logger?.warn({ err: safeError(err) }, "session unavailable for a page; sent without the user");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Cookie");
    res
      .status(built.status(req.path))
      .type("html")
      .send(inLanguage(built.withoutUser, pageLanguage(null, req.headers.cookie)));
  };
  return { beforeSession, afterSession, whenSessionFails };
}
