import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { sign as signCookie } from "cookie-signature";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { safeError } from "./middleware/error-handler";
import { createTestDatabase } from "./test/test-db";
import { registration, TEST_SECRET, useTestApp } from "./test/test-app";

const ctx = useTestApp();

describe("health", () => {
  it("/healthz answers without the database and /readyz checks it", async () => {
    expect((await supertest(ctx.app).get("/healthz")).body).toEqual({ status: "ok" });
    expect((await supertest(ctx.app).get("/readyz")).body).toEqual({ status: "ready" });
  });
});

describe("errors", () => {
  it("answers unknown /api routes with JSON 404, never HTML", async () => {
    const res = await supertest(ctx.app).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("refuses an oversized body with 413", async () => {
    const res = await supertest(ctx.app)
      .post("/api/login")
      .send({ username: "someone", password: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("hides internals behind a bare 500 when the database fails", async () => {
    const broken = await createTestDatabase();
    const app = createApp({ db: broken.db, pool: broken.pool, sessionSecret: TEST_SECRET, uploadsDir: os.tmpdir() });
    await broken.drop(); // pool ended: every query now fails
    const res = await supertest(app).post("/api/login").send({ username: "someone", password: "secret-12345" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Internal server error" });
    expect((await supertest(app).get("/readyz")).status).toBe(503);
  });
});

describe("error logging", () => {
  it("keeps query parameters (password hashes, emails) out of logged errors", () => {
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const queryError = Object.assign(
      new Error("Failed query: insert into users ...\nparams: amina,amina@example.com,$argon2id$v=19$secret"),
      {
        cause: driverError,
      },
    );
    const logged = safeError(queryError);
    expect(JSON.stringify(logged)).not.toMatch(/argon2id|amina@example.com/);
    expect(logged).toMatchObject({ message: 'invalid byte sequence for encoding "UTF8": 0x00', code: "22021" });
  });
});

describe("security headers", () => {
  it("sends a CSP and no X-Powered-By", async () => {
    const res = await supertest(ctx.app).get("/healthz");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("single-page app", () => {
  it("serves index.html for client routes and JSON for the API", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><html><head></head><body><div id=root></div></body></html>",
    );
    fs.writeFileSync(path.join(dir, "assets", "app.js"), "console.log(1)");
    const app = ctx.makeApp({ staticDir: dir });
    const page = await supertest(app).get("/teacher/dashboard").set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<div id=root>");
    const asset = await supertest(app).get("/assets/app.js");
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await supertest(app).get("/index.html")).headers["cache-control"]).toBe("no-cache");
    const json = await supertest(app).get("/teacher/dashboard").set("Accept", "application/json");
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ message: "Not found" });
    const payment = await supertest(app).get("/setup").set("Accept", "text/html");
    expect(payment.headers["content-type"]).toMatch(/application\/json/);
    const api = await supertest(app).get("/api/nothing").set("Accept", "text/html");
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: "Not found" });
    fs.rmSync(dir, { recursive: true });
  });

  it("sends the prerendered public pages only to a visitor without a session cookie (decision 012)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><html><head></head><body><div id=root>app</div></body></html>",
    );
    fs.writeFileSync(path.join(dir, "landing.html"), "<!doctype html><div id=root>landing</div>");
    fs.writeFileSync(path.join(dir, "auth.html"), "<!doctype html><div id=root>sign in</div>");
    fs.writeFileSync(path.join(dir, "auth-signup.html"), "<!doctype html><div id=root>sign up</div>");
    const app = ctx.makeApp({ staticDir: dir, limits: { register: 100, login: 100 } });
    const html = (url: string, cookie?: string) => {
      const req = supertest(app).get(url).set("Accept", "text/html");
      return cookie ? req.set("Cookie", cookie) : req;
    };

    for (const [url, body] of [
      ["/", "landing"],
      ["/auth", "sign in"],
      ["/auth?tab=signup", "sign up"],
      ["/auth?tab=signup&utm=x", "app"],
      ["/browse-teachers", "app"],
    ]) {
      const res = await html(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain(`<div id=root>${body}</div>`);
      expect(res.headers["vary"], url).toMatch(/Cookie/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      // The app's page says nobody is signed in; the drawn pages need no such word.
      expect(res.text.includes('<script id="session-user" type="application/json">null</script>'), url).toBe(
        body === "app",
      );
    }

    // Any session cookie gets the app, with the user the session names (never stored by the browser)...
    const agent = supertest.agent(app);
    expect((await agent.post("/api/register").send(registration({ firstName: "Khadija" }))).status).toBe(201);
    for (const url of ["/", "/auth", "/auth?tab=signup"]) {
      const res = await agent.get(url).set("Accept", "text/html");
      expect(res.text, url).toContain("<div id=root>app</div>");
      expect(res.text, url).toMatch(/<script id="session-user" type="application\/json">\{[^<]*"firstName":"Khadija"/);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    // ...and one that is no longer valid gets the app told that nobody is signed in.
    const stale = await html("/", "halaqa.sid=s%3Aexpired.signature; theme=dark");
    expect(stale.text).toContain("<div id=root>app</div>");
    expect(stale.text).toContain('<script id="session-user" type="application/json">null</script>');
    // Another cookie whose name merely ends like the session's is not a session.
    expect((await html("/", "xhalaqa.sid=1; other=2")).text).toContain("<div id=root>landing</div>");
    // The files themselves are never cached without asking.
    expect((await supertest(app).get("/landing.html")).headers["cache-control"]).toBe("no-cache");
    fs.rmSync(dir, { recursive: true });
  });

  it("writes the signed-in user into the app's page, as GET /api/user answers, and names the page's code", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/client-2.js"></head><body><div id=root>app</div></body></html>',
    );
    fs.writeFileSync(path.join(dir, "landing.html"), "<!doctype html><div id=root>landing</div>");
    const manifest = {
      "index.html": { file: "assets/index-1.js", imports: ["_client-2.js"] },
      "_client-2.js": { file: "assets/client-2.js" },
      "_format-3.js": { file: "assets/format-3.js", imports: ["_client-2.js"] },
      "src/app/pages/book-class.tsx": { file: "assets/book-class-4.js", imports: ["_client-2.js", "_format-3.js"] },
      "src/features/bookings/components/booking-wizard.tsx": {
        file: "assets/booking-wizard-5.js",
        imports: ["_format-3.js"],
      },
      "src/app/pages/landing.tsx": { file: "assets/landing-7.js" },
      "src/app/pages/home.tsx": { file: "assets/home-8.js" },
    };
    fs.writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
    const app = ctx.makeApp({ staticDir: dir, limits: { register: 100, login: 100 } });
    const userBlock = (html: string) =>
      /<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

    const agent = supertest.agent(app);
    expect((await agent.post("/api/register").send(registration({ firstName: "Maryam" }))).status).toBe(201);
    const me = (await agent.get("/api/user")).body;
    const page = await agent.get("/class/5/book").set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(JSON.parse(userBlock(page.text)!)).toEqual(me);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["vary"]).toMatch(/Cookie/);
    // The page's chunks and what they import, each once, after index.html's own; the booking wizard is left to
    // load after the page's heading is drawn (shared/pages.ts). The toasts have no chunk of their own to name any
    // more: sonner is in the app's own code (decision 039).
    expect(preloads(page.text)).toEqual(["/assets/client-2.js", "/assets/format-3.js", "/assets/book-class-4.js"]);
    // Signed in, "/" is home.
    expect(preloads((await agent.get("/").set("Accept", "text/html")).text)).toEqual([
      "/assets/client-2.js",
      "/assets/home-8.js",
    ]);
    // An unknown page names nothing more, and is answered 404 (decision 038): the app shows its not-found page.
    const unknown = await agent.get("/no/such/page").set("Accept", "text/html");
    expect(preloads(unknown.text)).toEqual(["/assets/client-2.js"]);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(userBlock(unknown.text)!)).toEqual(me);

    // A cookie that is no longer a session: the page says nobody is signed in ("/" is then the landing page's code).
    const stale = await supertest(app).get("/").set("Accept", "text/html").set("Cookie", "halaqa.sid=s%3Agone.sig");
    expect(userBlock(stale.text)).toBe("null");
    expect(preloads(stale.text)).toEqual(["/assets/client-2.js", "/assets/landing-7.js"]);
    // No cookie at all, on a page that needs a session: the app is told nobody is signed in.
    const signedOut = await supertest(app).get("/browse-teachers").set("Accept", "text/html");
    expect(userBlock(signedOut.text)).toBe("null");
    // After logout the cookie is cleared, and the public page comes drawn again.
    expect((await agent.post("/api/logout")).status).toBe(200);
    expect((await agent.get("/").set("Accept", "text/html")).text).toContain("<div id=root>landing</div>");
    fs.rmSync(dir, { recursive: true });
  });

  it("answers a path no page matches with the app's page and 404, signed in or not (decision 038)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><html><head></head><body><div id=root>app</div></body></html>",
    );
    const app = ctx.makeApp({ staticDir: dir, limits: { register: 100, login: 100 } });
    const agent = supertest.agent(app);
    expect((await agent.post("/api/register").send(registration({ firstName: "Zainab" }))).status).toBe(201);
    for (const client of [supertest(app), agent]) {
      for (const [url, status] of [
        ["/no/such/page", 404],
        ["/class/5", 404],
        ["/auth//", 404],
        ["/favicon.ico", 404],
        ["/auth/", 200],
        ["/browse-teachers?subject=Fiqh", 200],
        ["/class/5/book", 200],
        ["/", 200],
      ] as const) {
        const res = await client.get(url).set("Accept", "text/html");
        expect(res.status, url).toBe(status);
        expect(res.text, url).toContain("<div id=root>app</div>");
        expect(res.headers["vary"], url).toMatch(/Cookie/);
      }
    }
    // Not a page at all: the API and the payment routes keep their JSON 404, whatever the case of the path, and so
    // does a missing built asset (an old chunk after a deploy).
    for (const url of ["/api/nothing", "/API/user", "/Setup", "/assets/gone-123.js"]) {
      const res = await supertest(app).get(url).set("Accept", "text/html,*/*");
      expect(res.headers["content-type"], url).toMatch(/json/);
      expect(res.text, url).not.toContain("<div id=root>");
    }
    fs.rmSync(dir, { recursive: true });
  });

  it("still sends the app's page, without the user, when the session store fails", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><html><head></head><body><div id=root>app</div></body></html>",
    );
    const broken = await createTestDatabase();
    const app = createApp({
      db: broken.db,
      pool: broken.pool,
      sessionSecret: TEST_SECRET,
      uploadsDir: os.tmpdir(),
      staticDir: dir,
    });
    await broken.drop(); // every query, the session store's too, now fails
    // A properly signed cookie, so the session store is asked (and fails).
    const cookie = `halaqa.sid=${encodeURIComponent(`s:${signCookie("some-session-id", TEST_SECRET)}`)}`;
    const res = await supertest(app).get("/parent/dashboard").set("Accept", "text/html").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain("<div id=root>app</div>");
    // No user block: the app asks GET /api/user itself (and shows its error).
    expect(res.text).not.toContain("session-user");
    expect(res.headers["vary"]).toMatch(/Cookie/);
    // HEAD is answered as GET is.
    const head = await supertest(app).head("/parent/dashboard").set("Accept", "text/html").set("Cookie", cookie);
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toMatch(/html/);
    // Still 404 for a path no page matches.
    const unknown = await supertest(app).get("/no/such/page").set("Accept", "text/html").set("Cookie", cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("<div id=root>app</div>");
    // An API call still gets its JSON error.
    const api = await supertest(app).get("/api/user").set("Cookie", cookie);
    expect(api.status).toBeGreaterThanOrEqual(500);
    expect(api.headers["content-type"]).toMatch(/application\/json/);
    fs.rmSync(dir, { recursive: true });
  });

  it("sends a sign-in form posted before the page's script took over back to the page, without reading it", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const app = ctx.makeApp({ logger });
    const res = await supertest(app)
      .post("/auth?tab=signup")
      .type("form")
      .send({ username: "amina", password: "Very-Secret-Pass-42" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/auth?tab=signup");
    expect(lines.join("\n")).not.toContain("Very-Secret-Pass-42");
    // Whoever posts it (the browser says `Origin: null` here), it only ever leads back to the page.
    const other = await supertest(app).post("/auth").set("Origin", "null").type("form").send({ a: "b" });
    expect(other.status).toBe(303);
    expect(other.headers.location).toBe("/auth");
    // Only ever this page: nothing of the request's address is echoed.
    expect((await supertest(app).post("/auth?tab=//evil.example")).headers.location).toBe("/auth");
    // 'Join as Teacher' led there: back with Teacher still chosen; any other role is ignored.
    expect((await supertest(app).post("/auth?tab=signup&role=teacher")).headers.location).toBe(
      "/auth?tab=signup&role=teacher",
    );
    expect((await supertest(app).post("/auth?tab=signup&role=//evil.example")).headers.location).toBe(
      "/auth?tab=signup",
    );
  });

  it("without the prerendered files (a development build) every page is the app", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      "<!doctype html><html><head></head><body><div id=root>app</div></body></html>",
    );
    const app = ctx.makeApp({ staticDir: dir });
    for (const url of ["/", "/auth", "/auth?tab=signup"]) {
      const res = await supertest(app).get(url).set("Accept", "text/html");
      expect(res.text, url).toContain("<div id=root>app</div>");
      expect(res.text, url).toContain('<script id="session-user" type="application/json">null</script>');
    }
    fs.rmSync(dir, { recursive: true });
  });

  it("gzips the built client's files for browsers that accept it, but not API answers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-static-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><head></head><body><div id=root></div>${"<!-- padding -->".repeat(200)}</body></html>`,
    );
    const js = `export const big = ${JSON.stringify("halaqa ".repeat(2000))};`;
    fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
    const app = ctx.makeApp({ staticDir: dir });
    const asset = await supertest(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip");
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.text).toBe(js); // supertest unzips: the content is intact
    const page = await supertest(app).get("/browse-teachers").set("Accept", "text/html").set("Accept-Encoding", "gzip");
    expect(page.headers["content-encoding"]).toBe("gzip");
    const plain = await supertest(app).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const api = await supertest(app).get("/api/teachers").set("Accept-Encoding", "gzip");
    expect(api.headers["content-encoding"]).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });
});

describe("database restarts", () => {
  it("survives its connections being terminated and keeps answering", async () => {
    expect((await supertest(ctx.app).get("/readyz")).status).toBe(200);
    const admin = new pg.Client({ connectionString: ctx.db.url });
    await admin.connect();
    // What a database restart does to idle pooled clients.
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const res = await supertest(ctx.app).get("/readyz");
    expect(res.status).toBe(200);
  });
});

describe("request logs", () => {
  it("never contain passwords or cookie values", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const app = ctx.makeApp({ logger, limits: { register: 100, login: 100 } });
    const agent = supertest.agent(app);
    const reg = await agent.post("/api/register").send(registration({ password: "Very-Secret-Pass-42" }));
    expect(reg.status).toBe(201);
    const sid = String(reg.headers["set-cookie"]).split(";")[0].split("=")[1];
    await agent.get("/api/user");
    await agent.post("/api/login").send({ username: "whoever", password: "Another-Secret-99" });
    const all = lines.join("\n");
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(all).toContain("/api/register");
    expect(all).not.toContain("Very-Secret-Pass-42");
    expect(all).not.toContain("Another-Secret-99");
    expect(all).not.toContain(sid);
    expect(all).not.toContain(decodeURIComponent(sid));
  });
});
