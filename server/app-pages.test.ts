import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "regexparam";
import { describe, expect, it } from "vitest";
import { matchRoute } from "wouter";
import { PAGES, type Page } from "@shared/pages";
import type { PublicUser } from "@shared/users";
import { inLanguage } from "@shared/i18n";
import { appPages, appRoutes, hasCookie, pageLanguage, withUser } from "./app-pages";

describe("the app's page", () => {
  it("carries the user as JSON that no value can break out of", () => {
    const user = { id: 1, firstName: "</script><script>alert(1)</script>", lastName: "<!--" } as PublicUser;
    const html = withUser(
      "<html><head><title>t</title></head><body></body></html>",
      user,
      '<link rel="modulepreload" href="/a.js">',
    );
    expect(html).not.toContain("</script><script>");
    expect(html).not.toContain("<!--");
    const block = /<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual(user);
    // Extra tags and the block go into the head.
    expect(html.indexOf('<link rel="modulepreload" href="/a.js">')).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf("session-user")).toBeLessThan(html.indexOf("</head>"));
    expect(() => withUser("<body></body>", null)).toThrow(/no <\/head>/);
  });

  it("knows a session cookie by its exact name", () => {
    expect(hasCookie("halaqa.sid=abc", "halaqa.sid")).toBe(true);
    expect(hasCookie("theme=dark;  halaqa.sid=abc", "halaqa.sid")).toBe(true);
    expect(hasCookie("xhalaqa.sid=abc; halaqa.sidx=1", "halaqa.sid")).toBe(false);
    expect(hasCookie(undefined, "halaqa.sid")).toBe(false);
    expect(hasCookie("", "halaqa.sid")).toBe(false);
  });
});

describe("the page's language (api.md 'Language and currency')", () => {
  it("is the user's preference, else the visitor's cookie, else English", () => {
    const arabic = { language: "ar" } as PublicUser;
    const english = { language: "en" } as PublicUser;
    expect(pageLanguage(arabic, undefined)).toBe("ar");
    // A signed-in user's own choice wins over a cookie left from before they signed in.
    expect(pageLanguage(english, "halaqa_lang=ar")).toBe("en");
    expect(pageLanguage(null, "a=1; halaqa_lang=ar")).toBe("ar");
    // A language we do not speak, or a look-alike cookie, is English.
    expect(pageLanguage(null, "halaqa_lang=fr")).toBe("en");
    expect(pageLanguage(null, "xhalaqa_lang=ar")).toBe("en");
    expect(pageLanguage(null, "halaqa_lang=ar=x")).toBe("en");
    expect(pageLanguage(null, undefined)).toBe("en");
  });

  it("is written into <html lang dir>", () => {
    const html = '<!doctype html>\n<html lang="en">\n  <head></head></html>';
    expect(inLanguage(html, "ar")).toContain('<html lang="ar" dir="rtl">');
    expect(inLanguage(html, "en")).toBe(html);
  });

  it("picks the prerendered file and the app's page in that language", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-pages-"));
    fs.writeFileSync(path.join(dir, "index.html"), '<!doctype html><html lang="en"><head></head><body></body></html>');
    fs.writeFileSync(path.join(dir, "auth.html"), "english");
    fs.writeFileSync(path.join(dir, "auth.ar.html"), "arabic");
    const built = appPages(dir);
    expect(built.prerenderedIn("/auth", "en")).toBe(path.join(dir, "auth.html"));
    expect(built.prerenderedIn("/auth", "ar")).toBe(path.join(dir, "auth.ar.html"));
    expect(built.app("/preferences", null, "ar")).toContain('<html lang="ar" dir="rtl">');
    expect(built.app("/preferences", null)).toContain('<html lang="en">');
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the app's pages at start-up", () => {
  it("refuse an index.html that could not carry the user", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { appPages } = await import("./app-pages");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-pages-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><div id=root></div>");
    expect(() => appPages(dir)).toThrow(/has no <\/head>/);
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    expect(appPages(dir).app("/", null)).toContain('<script id="session-user" type="application/json">null</script>');
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the app's routes, from the manifest (shared/pages.ts)", () => {
  const extra: Page = { path: "/teacher/:id/reviews", module: "src/app/pages/teacher-reviews.tsx", guard: "signed-in" };
  const pages = [...PAGES, extra];

  it("match each path as wouter's <Switch> does in the client, trailing slash and all", () => {
    // The client's router: the first route of the visitor's variant that wouter matches (regexparam, its parser).
    const switchPicks = (urlPath: string, signedIn: boolean) =>
      pages.find(
        (p) =>
          (!p.variant || p.variant === (signedIn ? "signed-in" : "signed-out")) &&
          matchRoute(parse, p.path, urlPath)[0],
      );
    const route = appRoutes(pages);
    const samples = pages.flatMap((p) => {
      const concrete = p.path.replace(/:[^/]+/g, "42");
      return [concrete, `${concrete}/`, `${concrete}//`, `${concrete}/more`, concrete.toUpperCase(), `/x${concrete}`];
    });
    samples.push("", "/", "/no/such/page", "/class/42", "/class//book", "/class/a%2Fb/book");
    for (const urlPath of samples) {
      for (const signedIn of [true, false])
        expect(route(urlPath, signedIn), `${urlPath} ${signedIn}`).toBe(switchPicks(urlPath, signedIn));
    }
    // As today: one trailing slash is the same page, anything more is not a page.
    expect(route("/auth/", false)?.module).toBe("src/app/pages/auth.tsx");
    expect(route("/auth//", false)).toBeUndefined();
    expect(route("/class/7/book/", true)?.module).toBe("src/app/pages/book-class.tsx");
    expect(route("/", true)?.module).toBe("src/app/pages/home.tsx");
    expect(route("/", false)?.module).toBe("src/app/pages/landing.tsx");
  });

  it("a page added to the manifest is served, with its code preloaded and any prerendered file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-pages-"));
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    fs.writeFileSync(path.join(dir, "reviews.html"), "<!doctype html><div id=root>reviews</div>");
    const manifest = {
      "src/app/pages/teacher-reviews.tsx": { file: "assets/teacher-reviews-1.js", imports: ["_stars-2.js"] },
      "_stars-2.js": { file: "assets/stars-2.js" },
    };
    fs.writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
    const prerendered: Page = {
      path: "/reviews",
      module: "src/app/pages/teacher-reviews.tsx",
      guard: "public",
      prerender: [{ url: "/reviews", file: "reviews.html", hydrate: false }],
    };
    const built = appPages(dir, undefined, [...pages, prerendered]);
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

    expect(preloads(built.app("/teacher/9/reviews", null))).toEqual([
      "/assets/stars-2.js",
      "/assets/teacher-reviews-1.js",
    ]);
    expect(built.status("/teacher/9/reviews", true)).toBe(200);
    expect(built.prerenderedIn("/reviews", "en")).toBe(path.join(dir, "reviews.html"));
    // No Arabic file in this build: an Arabic reader gets the app's page, not the English file.
    expect(built.prerenderedIn("/reviews", "ar")).toBeUndefined();
    // The app's own manifest knows no such page: the client would show its not-found page.
    const app = appPages(dir);
    expect(preloads(app.app("/teacher/9/reviews", null))).toEqual([]);
    expect(app.status("/teacher/9/reviews", true)).toBe(404);
    expect(app.prerenderedIn("/reviews", "en")).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });

  it("answer 404 where no page of the visitor's variant matches", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-pages-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const onlySignedIn: Page = {
      path: "/welcome",
      module: "src/app/pages/home.tsx",
      guard: "public",
      variant: "signed-in",
    };
    const built = appPages(dir, undefined, [...PAGES, onlySignedIn]);
    expect(built.status("/welcome", true)).toBe(200);
    expect(built.status("/welcome", false)).toBe(404);
    // A visitor not known (the session could not be read): a page for either is a page.
    expect(built.status("/welcome")).toBe(200);
    expect(built.status("/no/such/page")).toBe(404);
    fs.rmSync(dir, { recursive: true });
  });
});
