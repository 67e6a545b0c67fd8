import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@shared/users";
import { userFromPage } from "@/features/auth/api/get-user";
import { makeClient } from "./app";
import { preloadPage } from "./routes";

const parent = { id: 7, firstName: "Bilal", roles: ["parent"], currentRole: "parent", userType: "parent" } as PublicUser;
const teacher = { id: 8, firstName: "Aisha", roles: ["teacher"], currentRole: "teacher", userType: "teacher" } as PublicUser;

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (block !== null) doc.head.innerHTML = `<script id="session-user" type="application/json">${block}</script>`;
  return doc;
}

function stubFetch() {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    const body = url.startsWith("/api/teachers") ? "[]" : url === "/api/student/profiles" ? "[]" : JSON.stringify({ id: 1 });
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": "0" } });
  });
  vi.stubGlobal("fetch", fetch);
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the user the server wrote into the page", () => {
  it("is read from the page's data block: a user, or null for nobody", () => {
    expect(userFromPage(pageWith(JSON.stringify(parent)))).toEqual(parent);
    expect(userFromPage(pageWith("null"))).toBeNull();
    // '<' arrives escaped (server/app-pages.ts): it parses back to the same text.
    expect(userFromPage(pageWith('{"firstName":"\\u003c/script>"}'))).toEqual({ firstName: "</script>" });
  });

  it("is unknown without the block or with a broken one: the app then asks the server", () => {
    expect(userFromPage(pageWith(null))).toBeUndefined();
    expect(userFromPage(pageWith("{not json"))).toBeUndefined();
    expect(userFromPage(pageWith(""))).toBeUndefined();
  });
});

describe("the first page's data, asked for beside its code", () => {
  it("a parent's Browse asks for the first page of teachers with the filters in the URL", async () => {
    const urls = stubFetch();
    const client = makeClient();
    await preloadPage("/browse-teachers", { user: parent, client, search: "?subject=Hadith%20Studies&level=nope" });
    await vi.waitFor(() => expect(urls.some((u) => u.startsWith("/api/teachers"))).toBe(true));
    const url = new URL(urls.find((u) => u.startsWith("/api/teachers"))!, "http://x");
    // The same request the page makes (an unknown level is ignored), so the page finds it in the cache.
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: "approved", subject: "Hadith Studies", limit: "12", offset: "0" });
  });

  it("a parent's booking page asks for the class and the children", async () => {
    const urls = stubFetch();
    await preloadPage("/class/42/book", { user: parent, client: makeClient() });
    await vi.waitFor(() => expect(urls).toEqual(expect.arrayContaining(["/api/classes/42", "/api/student/profiles"])));
  });

  it("nothing is asked for someone who is not a parent, nobody, an unknown user or a bad id", async () => {
    const urls = stubFetch();
    await preloadPage("/browse-teachers", { user: teacher, client: makeClient() });
    await preloadPage("/class/42/book", { user: null, client: makeClient() });
    await preloadPage("/class/42/book", { client: makeClient() });
    await preloadPage("/class/0/book", { user: parent, client: makeClient() });
    await preloadPage("/class/abc/book", { user: parent, client: makeClient() });
    // Ids the page itself would refuse ("1e3" is 1000 to Number).
    await preloadPage("/class/1e3/book", { user: parent, client: makeClient() });
    await preloadPage("/class/042/book", { user: parent, client: makeClient() });
    await new Promise((r) => setTimeout(r, 20));
    expect(urls).toEqual([]);
  });
});
