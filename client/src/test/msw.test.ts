import { describe, expect, it } from "vitest";
import { apiGet, apiRequest, apiUpload } from "@/lib/api-client";
import { deferred, http, HttpResponse, mockApi, mockRoutes, requests, resetApi } from "./msw";

describe("the client tests' HTTP mock", () => {
  it("answers the app's relative URLs and records each request with its body", async () => {
    mockApi(
      http.get("/api/teachers", () => HttpResponse.json([])),
      http.post("/api/classes", () => HttpResponse.json({ id: 1 }, { status: 201 })),
    );
    await apiGet("/api/teachers?status=approved&limit=12");
    await expect(apiRequest("POST", "/api/classes", { title: "Tajweed" })).resolves.toEqual({ id: 1 });

    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/teachers?status=approved&limit=12",
      "POST /api/classes",
    ]);
    expect(requests("GET", "/api/teachers")).toHaveLength(1);
    expect(requests("GET", "/api/teachers?status=approved")).toHaveLength(0);
    const [post] = requests("POST", "/api/classes");
    expect(await post.json()).toEqual({ title: "Tajweed" });
    expect(await post.text()).toBe('{"title":"Tajweed"}');
  });

  it("answers the app's XHR uploads too, and records their multipart body", async () => {
    mockApi(http.post("/api/documents/upload", () => HttpResponse.json({ id: 9 }, { status: 201 })));
    const form = new FormData();
    form.append("documentType", "police_check");
    await expect(apiUpload("/api/documents/upload", form)).resolves.toEqual({ id: 9 });
    const [upload] = requests("POST", "/api/documents/upload");
    expect(await upload.text()).toMatch(/name="documentType"\r\n\r\npolice_check\r\n/);
  });

  it("answers a table of routes by method, path and query, exactly", async () => {
    mockRoutes({
      "/api/teachers?status=pending&limit=50": () => HttpResponse.json(["pending"]),
      "/api/teachers?status=approved&limit=50": () => HttpResponse.json(["approved"]),
      "PATCH /api/user/role": async (request) => HttpResponse.json(await request.json()),
    });
    await expect(apiGet("/api/teachers?status=approved&limit=50")).resolves.toEqual(["approved"]);
    await expect(apiGet("/api/teachers?status=pending&limit=50")).resolves.toEqual(["pending"]);
    await expect(apiRequest("PATCH", "/api/user/role", { role: "teacher" })).resolves.toEqual({ role: "teacher" });
    // A bare path answers a GET only; another query or method is not in the table.
    await expect(apiRequest("POST", "/api/teachers?status=pending&limit=50", {})).rejects.toThrow();
    await expect(apiGet("/api/teachers?status=pending")).rejects.toThrow();
    expect(() => resetApi()).toThrow(
      "Requests without a handler in this test: POST /api/teachers?status=pending&limit=50, GET /api/teachers?status=pending",
    );
  });

  it("lets a handler hold its answer until the test releases it", async () => {
    const answer = deferred();
    mockApi(http.get("/api/user", () => answer.promise));
    let settled = false;
    const read = apiGet("/api/user").then((user) => ((settled = true), user));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    answer.resolve(HttpResponse.json({ id: 4 }));
    await expect(read).resolves.toEqual({ id: 4 });
  });

  it("refuses a request without a handler and fails the test for it, then starts afresh", async () => {
    mockApi(http.get("/api/user", () => HttpResponse.json({ id: 4 })));
    await expect(apiGet("/api/dashboard")).rejects.toThrow();
    expect(() => resetApi()).toThrow("Requests without a handler in this test: GET /api/dashboard");
    // The answers and the records are gone with the reset.
    expect(requests()).toEqual([]);
    await expect(apiGet("/api/user")).rejects.toThrow();
    expect(() => resetApi()).toThrow("GET /api/user");
  });

  it("never lets a request out to the network, even when its handler answers nothing", async () => {
    const seen: string[] = [];
    // MSW would pass such a request through to the network (here: connection refused on localhost:3000).
    mockApi(http.get("/api/user", ({ request }) => void seen.push(request.url)));
    const error = await apiGet("/api/user").catch((e: unknown) => e);
    expect(seen).toEqual(["http://localhost:3000/api/user"]);
    expect(error).toBeInstanceOf(TypeError);
    // Refused by the mock (Response.error()), not by a closed port.
    expect((error as Error).cause).toMatchObject({ type: "error" });
    expect(() => resetApi()).toThrow("Requests without a handler in this test: GET /api/user");
  });
});
