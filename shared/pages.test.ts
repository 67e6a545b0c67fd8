import fs from "node:fs";
import path from "node:path";
import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_MODULE, PAGES, pageMatcher, prerenderedPages, type Page } from "./pages";

const clientDir = path.resolve(import.meta.dirname, "../client");

describe("the page manifest", () => {
  it("names module files that exist, pages with a default export", () => {
    for (const module of [...PAGES.map((p) => p.module), NOT_FOUND_MODULE]) {
      expect(module, module).toMatch(/^src\/app\/pages\/[a-z0-9-]+\.tsx$/);
      const source = fs.readFileSync(path.join(clientDir, module), "utf8");
      expect(source, module).toMatch(/export default /);
    }
  });

  it("declares each page once: one entry per path and visitor, one file per prerendered URL", () => {
    const keys = PAGES.flatMap((p) =>
      p.variant ? [`${p.path} ${p.variant}`] : [`${p.path} signed-in`, `${p.path} signed-out`],
    );
    expect(new Set(keys).size).toBe(keys.length);
    const prerendered = prerenderedPages();
    expect(new Set(prerendered.map((p) => p.url)).size).toBe(prerendered.length);
    expect(new Set(prerendered.map((p) => p.file)).size).toBe(prerendered.length);
    // Only a page anyone may open is drawn at build time (for a visitor without a session).
    for (const page of PAGES.filter((p) => p.prerender)) expect(page.guard, page.path).toBe("public");
    // A prerendered URL is the page's own.
    const find = pageMatcher(PAGES, parse);
    for (const page of PAGES) {
      for (const { url } of page.prerender ?? []) expect(find(url.split("?")[0], false)?.page, url).toBe(page);
    }
  });

  it("lists the prerendered pages from the entries, a new one included", () => {
    expect(prerenderedPages()).toEqual([
      { url: "/", file: "landing.html", hydrate: false },
      { url: "/auth", file: "auth.html", hydrate: true },
      { url: "/auth?tab=signup", file: "auth-signup.html", hydrate: true },
      { url: "/auth?tab=signup&role=teacher", file: "auth-signup-teacher.html", hydrate: true },
      { url: "/auth?error=signin", file: "auth-signin.html", hydrate: true },
      { url: "/auth?error=limited", file: "auth-limited.html", hydrate: true },
      { url: "/auth?error=suspended", file: "auth-suspended.html", hydrate: true },
      // Issue 32: the footer's pages.
      { url: "/help", file: "help.html", hydrate: true },
      { url: "/contact", file: "contact.html", hydrate: true },
      { url: "/privacy", file: "privacy.html", hydrate: true },
      { url: "/terms", file: "terms.html", hydrate: true },
    ]);
    const about: Page = {
      path: "/about",
      module: "src/app/pages/about.tsx",
      guard: "public",
      prerender: [{ url: "/about", file: "about.html", hydrate: false }],
    };
    expect(prerenderedPages([...PAGES, about]).at(-1)).toEqual({ url: "/about", file: "about.html", hydrate: false });
  });
});

describe("pageMatcher", () => {
  const find = pageMatcher(PAGES, parse);

  it("picks the variant for the visitor, and the parameters", () => {
    expect(find("/", true)?.page.module).toBe("src/app/pages/home.tsx");
    expect(find("/", false)?.page.module).toBe("src/app/pages/landing.tsx");
    expect(find("/class/42/book", true)).toEqual({
      page: PAGES.find((p) => p.path === "/class/:id/book"),
      params: { id: "42" },
    });
    expect(find("/preferences", false)?.page.guard).toBe("signed-in");
  });

  it("allows one trailing slash, as before, and nothing more", () => {
    expect(find("/auth/", false)?.page.path).toBe("/auth");
    expect(find("/class/42/book/", true)?.params).toEqual({ id: "42" });
    expect(find("/auth//", false)).toBeUndefined();
    expect(find("/auth/x", false)).toBeUndefined();
    expect(find("/class//book", true)).toBeUndefined();
    expect(find("/no/such/page", true)).toBeUndefined();
  });

  it("takes the first entry that matches, as wouter's <Switch> does", () => {
    const first: Page = { path: "/class/:id/book", module: "src/app/pages/not-found.tsx", guard: "public" };
    expect(pageMatcher([first, ...PAGES], parse)("/class/1/book", true)?.page).toBe(first);
  });
});
