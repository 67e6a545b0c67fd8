// Multipart abuse of the upload (and of the JSON routes): never a 5xx or internals in the answer, nothing written on a
// 4xx, a stored name that is a plain display name, and no file ever written outside the uploads folder.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { tableDigests } from "../test/db-fingerprint";
import { makeTeacher, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
type Agent = ReturnType<typeof supertest.agent>;
let teacher: Awaited<ReturnType<typeof makeTeacher>>;

beforeAll(async () => {
  teacher = await makeTeacher(ctx, "approved");
});

/** Every table but sessions, the uploads folder, and the folders a traversal would reach. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await tableDigests(ctx.db.pool);
  // Other processes share the temp folder: outside the uploads folder only names a traversal could have made count.
  const list = (dir: string, only = /./) =>
    fs
      .readdirSync(dir)
      .filter((f) => only.test(f))
      .sort()
      .join(",");
  const traversal = /\.(pdf|php|html?)$|passwd|win\.ini/i;
  return {
    ...tables,
    uploads: list(ctx.uploadsDir),
    "uploads/..": list(path.dirname(ctx.uploadsDir), traversal),
    "uploads/../..": list(path.dirname(path.dirname(ctx.uploadsDir)), traversal),
    cwd: list(process.cwd(), traversal),
  };
}

const LEAK =
  /\n\s*at \S|\.ts:\d|\.[cm]?js:\d|node_modules|syntax error|relation "|insert into|\bselect\s+["*]|failed query|violates \w+ (?:key )?constraint/i;

/** Sends a request and checks the invariants; returns the answer for more specific expectations. */
async function safely(send: () => PromiseLike<supertest.Response>) {
  const before = await fingerprint();
  const res = await send();
  const where = `${res.status} ${res.text?.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect((res.text ?? "").replace(/\\"/g, '"').replace(/\\n/g, "\n"), where).not.toMatch(LEAK);
  expect(res.text ?? "").not.toContain(ctx.uploadsDir);
  expect(res.text ?? "").not.toContain(process.cwd());
  const after = await fingerprint();
  if (res.status >= 400) {
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed, `a ${res.status} answer changed ${changed.join(", ")}`).toEqual([]);
  }
  // Whatever happened, the uploads folder holds only random 48-hex names.
  for (const f of fs.readdirSync(ctx.uploadsDir)) expect(f).toMatch(/^[0-9a-f]{48}$/);
  return res;
}

const upload = (agent: Agent = teacher.agent) => agent.post("/api/documents/upload");

/** A hand-made multipart body (supertest cannot write every malformation). */
function multipart(
  parts: { headers: string; body: Buffer | string }[],
  boundary = "XyZboundary42",
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts)
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers}\r\n\r\n`), Buffer.from(p.body), Buffer.from("\r\n"));
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const field = (name: string, value: string) => ({
  headers: `Content-Disposition: form-data; name="${name}"`,
  body: value,
});
const file = (name: string, filename: string, body: Buffer = PDF) => ({
  headers: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf`,
  body,
});
const sendRaw = (
  body: Buffer,
  type = "multipart/form-data; boundary=XyZboundary42",
  agent: Agent = teacher.agent,
  url = "/api/documents/upload",
) => agent.post(url).set("Content-Type", type).send(body);

/** The display name stored for the upload, and the row's count for this type. */
async function storedName(res: { status: number; body: { fileName?: string } }) {
  expect(res.status).toBe(201);
  const name = res.body.fileName!;
  expect(name).not.toMatch(/[/\\\u0000-\u001f\u007f"]/);
  expect(name.length).toBeLessThanOrEqual(255);
  return name;
}

describe("multipart abuse of POST /api/documents/upload", () => {
  it("refuses 1,000 fields with a 400 and writes nothing", async () => {
    const req = upload().attach("document", PDF, "id.pdf").field("documentType", "id");
    for (let i = 0; i < 1_000; i++) req.field(`f${i}`, "x");
    const res = await safely(() => req);
    expect(res.status).toBe(400);
  });

  it("refuses 1,000 fields before the file arrives (the limit trips first)", async () => {
    const parts = [
      ...Array.from({ length: 1_000 }, (_, i) => field(`f${i}`, "x")),
      field("documentType", "id"),
      file("document", "id.pdf"),
    ];
    expect((await safely(() => sendRaw(multipart(parts)))).status).toBe(400);
  });

  it("an empty field name or an empty file field name is never a 5xx", async () => {
    const res = await safely(() =>
      sendRaw(multipart([field("", "x"), field("documentType", "cv"), file("document", "cv.pdf")])),
    );
    expect([201, 400]).toContain(res.status);
    if (res.status === 201) await storedName(res);
    const noName = await safely(() => sendRaw(multipart([field("documentType", "cv"), file("", "cv.pdf")])));
    expect(noName.status).toBe(400);
    const noDisposition = await safely(() =>
      sendRaw(multipart([field("documentType", "cv"), { headers: "Content-Type: application/pdf", body: PDF }])),
    );
    expect(noDisposition.status).toBe(400);
  });

  it("refuses two files, also when the second one hides under another name", async () => {
    const two = upload().field("documentType", "id").attach("document", PDF, "a.pdf").attach("document", PDF, "b.pdf");
    expect((await safely(() => two)).status).toBe(400);
    const other = upload().field("documentType", "id").attach("document", PDF, "a.pdf").attach("evil", PDF, "b.pdf");
    expect((await safely(() => other)).status).toBe(400);
  });

  it("refuses a file under another field name", async () => {
    const res = await safely(() => upload().field("documentType", "id").attach("file", PDF, "id.pdf"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Upload one file at a time in the field 'document'");
  });

  it("shortens a huge file name, and refuses one too big for a part header", async () => {
    const long = await safely(() =>
      upload()
        .field("documentType", "qualification")
        .attach("document", PDF, `${"a".repeat(10_000)}.pdf`),
    );
    const name = await storedName(long);
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith(".pdf")).toBe(true);
    const huge = await safely(() =>
      sendRaw(multipart([field("documentType", "qualification"), file("document", `${"b".repeat(200_000)}.pdf`)])),
    );
    expect(huge.status).toBeLessThan(500);
    if (huge.status === 201) expect((await storedName(huge)).length).toBeLessThanOrEqual(200);
  });

  it("keeps path traversal names as display names only: the file lands in the uploads folder under a random name", async () => {
    for (const evil of [
      "../../x.pdf",
      "..\\..\\x.pdf",
      "/etc/x.pdf",
      "C:\\Windows\\x.pdf",
      "..%2f..%2fx.pdf",
      "....//....//x.pdf",
    ]) {
      const res = await safely(() => upload().field("documentType", "cv").attach("document", PDF, evil));
      const name = await storedName(res);
      expect(name, evil).not.toContain("/");
      expect(name, evil).not.toContain("\\");
      // The download names it safely too.
      const dl = await teacher.agent.get(`/api/documents/${res.body.id}/file`);
      expect(dl.status).toBe(200);
      expect(dl.headers["content-disposition"]).not.toMatch(/[/\\]|\.\.[/\\]/);
    }
    // A name with no PDF extension is refused by content/name agreement.
    expect(
      (await safely(() => upload().field("documentType", "cv").attach("document", PDF, "../../etc/passwd"))).status,
    ).toBe(415);
    expect(fs.existsSync(path.resolve(ctx.uploadsDir, "../../x.pdf"))).toBe(false);
    expect(fs.existsSync(path.resolve(ctx.uploadsDir, "../x.pdf"))).toBe(false);
  });

  it("strips NUL, CR/LF and quotes from file names (sent raw: no client library would)", async () => {
    const names = [
      "x\u0000.pdf",
      "evil.php\u0000.pdf",
      "a\r\nContent-Type: text/html\r\n.pdf",
      'a";b.pdf',
      "\u202Efdp.exe.pdf",
      "%00.pdf",
    ];
    for (const n of names) {
      const res = await safely(() => sendRaw(multipart([field("documentType", "id"), file("document", n)])));
      if (res.status === 201) {
        await storedName(res);
        const dl = await teacher.agent.get(`/api/documents/${res.body.id}/file`);
        expect(dl.headers["content-type"]).toBe("application/pdf");
        expect(Object.keys(dl.headers)).not.toContain("x-injected");
      } else {
        expect(res.status, JSON.stringify(n)).toBe(400);
      }
    }
  });

  it("refuses repeated, over-long and prototype-polluting fields", async () => {
    const twice = await safely(() =>
      sendRaw(multipart([field("documentType", "id"), field("documentType", "cv"), file("document", "id.pdf")])),
    );
    expect(twice.status).toBe(400);
    const long = await safely(() =>
      sendRaw(multipart([field("documentType", "x".repeat(5_000)), file("document", "id.pdf")])),
    );
    expect(long.status).toBe(400);
    const proto = await safely(() =>
      sendRaw(
        multipart([
          field("__proto__[polluted]", "1"),
          field("constructor[prototype][polluted]", "1"),
          field("documentType", "id"),
          file("document", "id.pdf"),
        ]),
      ),
    );
    expect([201, 400]).toContain(proto.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const protoType = await safely(() =>
      sendRaw(multipart([field("documentType[__proto__]", "id"), file("document", "id.pdf")])),
    );
    expect(protoType.status).toBe(400);
  });

  it("refuses malformed multipart bodies with a 4xx", async () => {
    const ok = [field("documentType", "id"), file("document", "id.pdf")];
    const cases: [string, Buffer, string?][] = [
      ["no closing boundary", multipart(ok, "XyZboundary42", false)],
      ["truncated in the middle of the file", multipart(ok).subarray(0, 200)],
      ["another boundary than announced", multipart(ok, "other")],
      ["no boundary parameter", multipart(ok), "multipart/form-data"],
      ["an empty boundary", multipart(ok, ""), "multipart/form-data; boundary="],
      ["garbage", Buffer.from("\u0000\u0001\u0002garbage"), undefined],
      ["an empty body", Buffer.alloc(0), undefined],
      ["multipart/mixed", multipart(ok), "multipart/mixed; boundary=XyZboundary42"],
      [
        "headers without a blank line",
        Buffer.from(
          `--XyZboundary42\r\nContent-Disposition: form-data; name="documentType"\r\nid\r\n--XyZboundary42--\r\n`,
        ),
      ],
      [
        "a header line of 100 kB",
        multipart([
          {
            headers: `X-Big: ${"x".repeat(100_000)}\r\nContent-Disposition: form-data; name="documentType"`,
            body: "id",
          },
          file("document", "id.pdf"),
        ]),
      ],
    ];
    for (const [what, body, type] of cases) {
      const res = await safely(() => sendRaw(body, type));
      expect(res.status, what).toBeGreaterThanOrEqual(400);
    }
    // Longer than RFC 2046's 70 characters, but otherwise well formed: accepted or refused, never a 5xx.
    await safely(() => sendRaw(multipart(ok, "b".repeat(200)), `multipart/form-data; boundary=${"b".repeat(200)}`));
  });

  it("refuses a file over 10 MB with 413 and keeps nothing", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await safely(() => upload().field("documentType", "id").attach("document", big, "big.pdf"));
    expect(res.status).toBe(413);
  });

  it("answers 401/403 before reading a body from someone who may not upload", async () => {
    const signedOut = await safely(() =>
      supertest(ctx.app).post("/api/documents/upload").field("documentType", "id").attach("document", PDF, "id.pdf"),
    );
    expect(signedOut.status).toBe(401);
    const parent = await signUp(ctx);
    const asParent = await safely(() =>
      upload(parent.agent).field("documentType", "id").attach("document", PDF, "id.pdf"),
    );
    expect(asParent.status).toBe(403);
  });

  it("refuses a JSON body on the upload route", async () => {
    const res = await safely(() => upload().send({ documentType: "id", document: PDF.toString("base64") }));
    expect([400, 415]).toContain(res.status);
  });

  it("survives a client that stops sending half way (the next request is served)", async () => {
    const server = ctx.app.listen(0);
    try {
      const { port } = server.address() as net.AddressInfo;
      const login = await supertest(ctx.app)
        .post("/api/login")
        .send({ username: teacher.username, password: teacher.password });
      const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
      expect(cookie).toMatch(/^halaqa\.sid=s%3A/);
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          const body = multipart([field("documentType", "id"), file("document", "id.pdf", Buffer.alloc(100_000, 1))]);
          socket.write(
            `POST /api/documents/upload HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n` +
              `Content-Type: multipart/form-data; boundary=XyZboundary42\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          socket.write(body.subarray(0, 50_000), () => socket.destroy());
        });
        socket.on("close", () => resolve());
        socket.on("error", () => resolve());
      });
    } finally {
      await new Promise((r) => server.close(r));
    }
    expect((await teacher.agent.get("/api/documents")).status).toBe(200);
    for (const f of fs.readdirSync(ctx.uploadsDir)) expect(f).toMatch(/^[0-9a-f]{48}$/);
  });
});

describe("a multipart body sent to a JSON route", () => {
  const routes: [string, string, Record<string, string>][] = [
    ["post", "/api/login", { username: "nobody", password: "secret-12345" }],
    [
      "post",
      "/api/register",
      { username: "mp-user", email: "mp@example.com", password: "secret-12345", firstName: "A", lastName: "B" },
    ],
    [
      "post",
      "/api/classes",
      {
        title: "Tajweed for beginners",
        description: "x".repeat(30),
        subject: "Quran Recitation",
        level: "beginner",
        price: "20",
      },
    ],
    ["post", "/api/student/profile", { name: "Zayd", age: "9", level: "beginner" }],
    ["patch", "/api/user/preferences", { preferredCurrency: "GBP" }],
    ["post", "/order", { amount: "20", currency: "USD", intent: "CAPTURE", bookingId: "1" }],
  ];

  it("is refused with 415 or 400, never a 5xx, and changes nothing", async () => {
    const parent = await signUp(ctx);
    for (const [method, url, fields] of routes) {
      for (const agent of [teacher.agent, parent.agent, supertest.agent(ctx.app)]) {
        const req = agent[method as "post"](url);
        for (const [k, v] of Object.entries(fields)) req.field(k, v);
        const res = await safely(() => req);
        expect([400, 401, 403, 415], `${method} ${url} → ${res.status} ${res.text}`).toContain(res.status);
        if (res.status !== 401 && res.status !== 403) expect([400, 415]).toContain(res.status);
        // With a file attached as well.
        const withFile = agent[method as "post"](url).field("username", "x").attach("document", PDF, "id.pdf");
        const res2 = await safely(() => withFile);
        expect([400, 401, 403, 415], `${method} ${url} with a file → ${res2.status}`).toContain(res2.status);
      }
    }
    // None of it signed anyone in.
    expect((await supertest.agent(ctx.app).get("/api/user")).status).toBe(401);
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f === "x.pdf")).toEqual([]);
  });
});
