import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/users";
import { hasCookie, withUser } from "./app-pages";

describe("the app's page", () => {
  it("carries the user as JSON that no value can break out of", () => {
    const user = { id: 1, firstName: "</script><script>alert(1)</script>", lastName: "<!--" } as PublicUser;
    const html = withUser("<html><head><title>t</title></head><body></body></html>", user, '<link rel="modulepreload" href="/a.js">');
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
