import { describe, expect, it } from "vitest";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { ApiError, apiGet, apiGetPage, apiRequest, errorText, isUnauthorizedError } from "./api-client";

/** Answers GET and POST {path} with the status and JSON text; returns what the handler received, to inspect. */
function answer(path: string, status: number, body: string, headers: Record<string, string> = {}) {
  const received: Request[] = [];
  const respond = ({ request }: { request: Request }) => {
    received.push(request);
    return new HttpResponse(body, { status, headers: { "content-type": "application/json", ...headers } });
  };
  mockApi(http.get(path, respond), http.post(path, respond));
  return received;
}

describe("api client", () => {
  it("sends JSON with credentials", async () => {
    const received = answer("/api/login", 200, '{"ok":true}');
    await expect(apiRequest("POST", "/api/login", { username: "a" })).resolves.toEqual({ ok: true });
    const [request] = received;
    expect(request.method).toBe("POST");
    expect(Object.fromEntries(request.headers)).toEqual({ "content-type": "application/json" });
    expect(request.credentials).toBe("include");
    expect(await requests("POST", "/api/login")[0].text()).toBe('{"username":"a"}');
  });

  it("turns a failure into '{status}: {body}' with the server's message for toasts", async () => {
    answer("/api/register", 409, '{"message":"Username is already taken"}');
    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Username is already taken"}');
    expect(errorText(error)).toBe("Username is already taken");
  });

  it("uses the status text when the body is empty", async () => {
    mockApi(http.get("/api/x", () => new HttpResponse(null, { status: 502, statusText: "Bad Gateway" })));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });

  it("recognises the 401 Unauthorized error and can read it as null", async () => {
    answer("/api/dashboard", 401, '{"message":"Unauthorized"}');
    answer("/api/user", 401, '{"message":"Unauthorized"}');
    const error = await apiGet("/api/dashboard").catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error("403: Forbidden"))).toBe(false);
    await expect(apiGet("/api/user", "returnNull")).resolves.toBeNull();
  });

  it("reads a page of a list with the total from X-Total-Count", async () => {
    const received = answer("/api/teachers", 200, '[{"id":1},{"id":2}]', { "X-Total-Count": "45" });
    const page = await apiGetPage("/api/teachers?limit=2");
    expect(page).toMatchObject({ items: [{ id: 1 }, { id: 2 }], total: 45 });
    // The answer's headers come along for lists that say more in them (X-Unread-Count).
    expect(page.headers.get("x-total-count")).toBe("45");
    const [request] = received;
    expect(`${request.method} ${request.url}`).toBe("GET http://localhost:3000/api/teachers?limit=2");
    expect([...request.headers]).toEqual([]);
    expect(request.credentials).toBe("include");
  });

  it("falls back to the page's length when the total header is absent or unreadable", async () => {
    answer("/api/teachers", 200, '[{"id":1},{"id":2},{"id":3}]');
    await expect(apiGetPage("/api/teachers")).resolves.toMatchObject({
      items: [{ id: 1 }, { id: 2 }, { id: 3 }],
      total: 3,
    });
    answer("/api/teachers", 200, "[]", { "X-Total-Count": "lots" });
    await expect(apiGetPage("/api/teachers")).resolves.toMatchObject({ items: [], total: 0 });
  });

  it("turns a failed page read into an ApiError", async () => {
    answer("/api/teachers", 403, '{"message":"Forbidden"}');
    const error = await apiGetPage("/api/teachers?status=pending").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('403: {"message":"Forbidden"}');
  });
});
