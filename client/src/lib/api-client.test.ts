import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiGetPage, apiRequest, errorText, isUnauthorizedError } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, type = "application/json") {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { "content-type": type } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("api client", () => {
  it("sends JSON with credentials", async () => {
    const fetch = stubFetch(200, '{"ok":true}');
    await expect(apiRequest("POST", "/api/login", { username: "a" })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"username":"a"}',
      credentials: "include",
    });
  });

  it("turns a failure into '{status}: {body}' with the server's message for toasts", async () => {
    stubFetch(409, '{"message":"Username is already taken"}');
    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Username is already taken"}');
    expect(errorText(error)).toBe("Username is already taken");
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 502, statusText: "Bad Gateway" })));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });

  it("recognises the 401 Unauthorized error and can read it as null", async () => {
    stubFetch(401, '{"message":"Unauthorized"}');
    const error = await apiGet("/api/dashboard").catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error("403: Forbidden"))).toBe(false);
    await expect(apiGet("/api/user", "returnNull")).resolves.toBeNull();
  });

  it("reads a page of a list with the total from X-Total-Count", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('[{"id":1},{"id":2}]', {
          status: 200,
          headers: { "content-type": "application/json", "X-Total-Count": "45" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(apiGetPage("/api/teachers?limit=2")).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 45 });
    expect(fetch).toHaveBeenCalledWith("/api/teachers?limit=2", { credentials: "include" });
  });

  it("falls back to the page's length when the total header is absent or unreadable", async () => {
    stubFetch(200, '[{"id":1},{"id":2},{"id":3}]');
    await expect(apiGetPage("/api/teachers")).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200, headers: { "content-type": "application/json", "X-Total-Count": "lots" } })),
    );
    await expect(apiGetPage("/api/teachers")).resolves.toEqual({ items: [], total: 0 });
  });

  it("turns a failed page read into an ApiError", async () => {
    stubFetch(403, '{"message":"Forbidden"}');
    const error = await apiGetPage("/api/teachers?status=pending").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('403: {"message":"Forbidden"}');
  });
});
