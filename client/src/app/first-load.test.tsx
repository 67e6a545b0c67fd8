import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PAGES, type Page } from "@shared/pages";
import type { PublicUser } from "@shared/users";
import { userFromPage, userQueryKey } from "@/features/auth/api/get-user";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { makeClient } from "./app";
import { createRoutes, preloadPage } from "./routes";

const parent = {
  id: 7,
  firstName: "Bilal",
  roles: ["parent"],
  currentRole: "parent",
  userType: "parent",
} as PublicUser;
const teacher = {
  id: 8,
  firstName: "Aisha",
  roles: ["teacher"],
  currentRole: "teacher",
  userType: "teacher",
} as PublicUser;

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (block !== null) doc.head.innerHTML = `<script id="session-user" type="application/json">${block}</script>`;
  return doc;
}

/** Answers the first data of Browse and of the booking page; returns the paths asked for, as they are now. */
function mockFirstData() {
  mockApi(
    http.get("/api/teachers", () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } })),
    http.get("/api/classes/:id", () => HttpResponse.json({ id: 1 })),
    http.get("/api/student/profiles", () => HttpResponse.json([])),
  );
  return () => requests().map((r) => r.path);
}

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
    const urls = mockFirstData();
    const client = makeClient();
    await preloadPage("/browse-teachers", { user: parent, client, search: "?subject=Hadith%20Studies&level=nope" });
    await vi.waitFor(() => expect(urls().some((u) => u.startsWith("/api/teachers"))).toBe(true));
    const url = new URL(urls().find((u) => u.startsWith("/api/teachers"))!, "http://x");
    // The same request the page makes (an unknown level is ignored), so the page finds it in the cache.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: "approved",
      subject: "Hadith Studies",
      limit: "12",
      offset: "0",
    });
  });

  it("a parent's booking page asks for the class and the children", async () => {
    const urls = mockFirstData();
    await preloadPage("/class/42/book", { user: parent, client: makeClient() });
    await vi.waitFor(() =>
      expect(urls()).toEqual(expect.arrayContaining(["/api/classes/42", "/api/student/profiles"])),
    );
  });

  it("nothing is asked for someone who is not a parent, nobody, an unknown user or a bad id", async () => {
    const urls = mockFirstData();
    await preloadPage("/browse-teachers", { user: teacher, client: makeClient() });
    await preloadPage("/class/42/book", { user: null, client: makeClient() });
    await preloadPage("/class/42/book", { client: makeClient() });
    await preloadPage("/class/0/book", { user: parent, client: makeClient() });
    await preloadPage("/class/abc/book", { user: parent, client: makeClient() });
    // Ids the page itself would refuse ("1e3" is 1000 to Number).
    await preloadPage("/class/1e3/book", { user: parent, client: makeClient() });
    await preloadPage("/class/042/book", { user: parent, client: makeClient() });
    await new Promise((r) => setTimeout(r, 20));
    expect(urls()).toEqual([]);
  });
});

describe("the routes, from the manifest (shared/pages.ts)", () => {
  it("find every page's module among the app's pages, and refuse one that is not there", () => {
    expect(() => createRoutes(PAGES)).not.toThrow();
    expect(() => createRoutes([{ path: "/x", module: "src/app/pages/no-such-page.tsx", guard: "public" }])).toThrow(
      /not a page module/,
    );
  });

  it("a page added to the manifest is preloaded and routed to, its trailing slash too", async () => {
    const help: Page = { path: "/help/:topic", module: "src/app/pages/forgot-password.tsx", guard: "public" };
    const { AppRoutes, preloadPage } = createRoutes([...PAGES, help]);
    await preloadPage("/help/fees/", { user: null });
    const client = makeClient();
    client.setQueryData(userQueryKey, null);
    render(
      <QueryClientProvider client={client}>
        <Router hook={memoryLocation({ path: "/help/fees/" }).hook}>
          <AppRoutes />
        </Router>
      </QueryClientProvider>,
    );
    // Its code is here already: drawn at once, without a 'Loading...' screen first.
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
  });

  it("a parent's booking page with a trailing slash still asks for its first data", async () => {
    const urls = mockFirstData();
    await preloadPage("/class/42/book/", { user: parent, client: makeClient() });
    await vi.waitFor(() =>
      expect(urls()).toEqual(expect.arrayContaining(["/api/classes/42", "/api/student/profiles"])),
    );
  });
});
