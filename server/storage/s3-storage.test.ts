// Documents in S3 (decision 053) against a local s3rver: private, streamed, replaced, 404 and 503 as due, and an upload
// on one host downloaded from another. documents.s3.test.ts runs the whole documents suite on S3 as well.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "@shared/schema";
import { incomingDirFor } from "../documents/documents.service";
import { makeTeacher, signInAs, useTestApp } from "../test/test-app";
import { StorageUnavailableError } from "./document-storage";
import { createS3Storage } from "./s3-storage";
import { startTestS3 } from "../test/s3-test-server";
import { createStorage } from "./create-storage";

const s3 = await startTestS3();
/** A second server, stopped: a store that is down (its port closed). */
const down = await startTestS3();
await down.stop();
afterAll(async () => {
  await s3.close();
  await down.close();
});

const storage = createS3Storage(s3.options);
const ctx = useTestApp({ storage });

// A PDF a few MB long (the type is judged by its first bytes), so the bytes really stream in several chunks.
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 31) % 251)),
]);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type Agent = ReturnType<typeof supertest.agent>;
const upload = (agent: Agent, documentType: string, buffer: Buffer, filename: string) =>
  agent.post("/api/documents/upload").field("documentType", documentType).attach("document", buffer, filename);
const download = (agent: Agent, id: number) =>
  agent
    .get(`/api/documents/${id}/file`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });

async function keysIn(store = storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}
const rowOf = async (id: number) => (await ctx.db.db.select().from(documents).where(eq(documents.id, id)))[0];
const localFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/** A file waiting in an incoming folder, as multer leaves it. */
function arrived(content: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-s3-incoming-")), "part");
  fs.writeFileSync(file, content);
  return file;
}

describe("the S3 store", () => {
  it("streams a file up, reads it back byte for byte with its size, lists and deletes it; the upload file is consumed", async () => {
    const file = arrived(PDF);
    await storage.putFile("roundtrip1", file, { size: PDF.length, contentType: "application/pdf" });
    expect(fs.existsSync(file)).toBe(false);
    const object = await storage.open("roundtrip1");
    expect(object?.size).toBe(PDF.length);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    expect(await keysIn()).toContain("roundtrip1");
    await storage.delete("roundtrip1");
    expect(await storage.open("roundtrip1")).toBeNull();
    expect(await keysIn()).not.toContain("roundtrip1");
    await expect(storage.delete("roundtrip1")).resolves.toBeUndefined();
  });

  it("stores private objects: every request signed, no ACL asked for, under the documents/ prefix", async () => {
    const from = s3.requests.length;
    await storage.putFile("private1", arrived(PNG), { size: PNG.length, contentType: "image/png" });
    await storage.open("private1").then((o) => o?.stream.destroy());
    const sent = s3.requests.slice(from);
    expect(sent.map((r) => r.method)).toEqual(["PUT", "GET"]);
    for (const r of sent) {
      expect(r.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
      expect(r.headers["x-amz-acl"]).toBeUndefined();
      expect(r.headers["x-amz-grant-read"]).toBeUndefined();
      expect(r.url.split("?")[0]).toBe(`/${s3.bucket}/documents/private1`);
    }
    expect(sent[0].headers["content-type"]).toBe("image/png");
    expect(sent[0].headers["content-length"]).toBe(String(PNG.length));
  });

  it("sends an upload again, from a new stream, when the store fails it once (the SDK retries no streamed body)", async () => {
    let refused = 0;
    // In front of s3rver: the first PUT gets S3's "slow down" 503, everything else passes through unchanged.
    const proxy = http.createServer((req, res) => {
      if (req.method === "PUT" && refused === 0) {
        refused++;
        req.resume();
        res.writeHead(503, { "Content-Type": "application/xml" });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
        return;
      }
      const onward = http.request(
        `${s3.endpoint}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(onward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const flaky = createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${port}` });
      const file = arrived(PDF);
      await flaky.putFile("retried1", file, { size: PDF.length, contentType: "application/pdf" });
      expect(refused).toBe(1);
      expect(fs.existsSync(file)).toBe(false);
      const object = await storage.open("retried1");
      const chunks: Buffer[] = [];
      for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("refuses keys that are not plain names before asking the store anything", async () => {
    const from = s3.requests.length;
    for (const key of ["../x", "a/b", "", ".."]) {
      await expect(storage.open(key)).rejects.toThrow(RangeError);
      await expect(storage.delete(key)).rejects.toThrow(RangeError);
      await expect(storage.putFile(key, arrived(PNG), { size: PNG.length, contentType: "image/png" })).rejects.toThrow(
        RangeError,
      );
    }
    expect(s3.requests.length).toBe(from);
  });

  it("reports a store that is down, or refuses our credentials, as StorageUnavailableError", async () => {
    const offline = createS3Storage({ ...down.options, maxAttempts: 1 });
    await expect(offline.open("any")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(offline.delete("any")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(
      offline.putFile("any", arrived(PNG), { size: PNG.length, contentType: "image/png" }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    const stranger = createS3Storage({
      ...s3.options,
      credentials: { accessKeyId: "NOBODY", secretAccessKey: "wrong" },
    });
    await expect(stranger.open("private1")).rejects.toBeInstanceOf(StorageUnavailableError);
    const noBucket = createS3Storage({ ...s3.options, bucket: "no-such-bucket" });
    // A missing bucket is a configuration fault (503), not a missing document (404).
    await expect(noBucket.open("private1")).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("is what createStorage makes when S3_BUCKET is set; the local folder otherwise", async () => {
    const base = {
      S3_REGION: "us-east-1",
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: false,
    };
    expect((await createStorage({ ...base, S3_BUCKET: undefined }, ctx.uploadsDir)).kind).toBe("local");
    const made = await createStorage(
      {
        ...base,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      },
      ctx.uploadsDir,
    );
    expect(made.kind).toBe("s3");
    expect(await made.open("private1")).not.toBeNull();
  });
});

describe("documents on S3 through the API", () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs(ctx, ["admin"]);
  });

  it("round trip: the same bytes come back with the same headers as before, and nothing is kept on this host's disk", async () => {
    const t = await makeTeacher(ctx);
    const up = await upload(t.agent, "id", PDF, "passport.pdf");
    expect(up.status).toBe(201);
    const row = await rowOf(up.body.id);
    expect(await keysIn()).toContain(row.fileUrl);
    const res = await download(t.agent, up.body.id);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF.length),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?passport\.pdf"?$/);
    expect(localFiles(ctx.uploadsDir)).toEqual([]);
    expect(localFiles(incomingDirFor(ctx.uploadsDir))).toEqual([]);
    // The same authorization as on disk: another teacher learns nothing.
    const other = await makeTeacher(ctx);
    expect((await other.agent.get(`/api/documents/${up.body.id}/file`)).status).toBe(404);
    expect((await download(admin.agent, up.body.id)).status).toBe(200);
  });

  it("never exposes the store: no answer names the object, the bucket or the S3 address", async () => {
    const t = await makeTeacher(ctx);
    const up = await upload(t.agent, "police_check", PNG, "dbs.png");
    const row = await rowOf(up.body.id);
    const answers = [
      up.text,
      (await t.agent.get("/api/documents")).text,
      (await t.agent.get("/api/teacher/profile")).text,
      (await admin.agent.get(`/api/teachers?teacherId=${t.user.id}`)).text,
    ];
    const file = await t.agent.get(`/api/documents/${up.body.id}/file`);
    for (const text of answers) {
      expect(text).toContain("dbs.png");
      for (const secret of [row.fileUrl, s3.bucket, s3.endpoint, "127.0.0.1", "amazonaws"])
        expect(text).not.toContain(secret);
    }
    // Streamed through our server, never a redirect to a (presigned) address.
    expect(file.status).toBe(200);
    expect(file.headers.location).toBeUndefined();
    for (const value of Object.values(file.headers)) expect(String(value)).not.toContain(s3.endpoint);
  });

  it("replacing a document deletes its old object", async () => {
    const t = await makeTeacher(ctx);
    const first = await upload(t.agent, "cv", PDF, "cv.pdf");
    const oldKey = (await rowOf(first.body.id)).fileUrl;
    expect(await keysIn()).toContain(oldKey);
    const second = await upload(t.agent, "cv", PNG, "cv.png");
    expect(second.status).toBe(201);
    const newKey = (await rowOf(second.body.id)).fileUrl;
    const keys = await keysIn();
    expect(keys).toContain(newKey);
    expect(keys).not.toContain(oldKey);
    expect((await download(t.agent, second.body.id)).body).toEqual(PNG);
  });

  it("answers 404 for a document whose object is missing", async () => {
    const t = await makeTeacher(ctx);
    const up = await upload(t.agent, "qualification", PNG, "ijazah.png");
    await storage.delete((await rowOf(up.body.id)).fileUrl);
    const res = await t.agent.get(`/api/documents/${up.body.id}/file`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Document not found" });
  });

  it("answers 503 with a sentence when the store is down: nothing saved, no file left behind", async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-uploads-down-"));
    try {
      const app = ctx.makeApp({
        uploadsDir,
        storage: createS3Storage({ ...down.options, maxAttempts: 1 }),
        limits: { upload: 1000 },
      });
      const t = await makeTeacher(ctx);
      const stored = await upload(t.agent, "id", PNG, "id.png");
      const agent = supertest.agent(app);
      await agent.post("/api/login").send({ username: t.username, password: t.password });

      const res = await upload(agent, "cv", PDF, "cv.pdf");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: "Document storage is unavailable. Please try again in a few minutes." });
      expect(res.headers["retry-after"]).toBeDefined();
      expect(
        (await ctx.db.db.select().from(documents).where(eq(documents.userId, t.user.id))).map((r) => r.documentType),
      ).toEqual(["id"]);
      expect(localFiles(incomingDirFor(uploadsDir))).toEqual([]);
      expect(localFiles(uploadsDir)).toEqual([]);

      const read = await agent.get(`/api/documents/${stored.body.id}/file`);
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ message: "Document storage is unavailable. Please try again in a few minutes." });
    } finally {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.rmSync(incomingDirFor(uploadsDir), { recursive: true, force: true });
    }
  });

  it("serves a document uploaded on one host from another (own disk, same database and bucket)", async () => {
    const hosts: { dir: string; app: ReturnType<typeof ctx.makeApp> }[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), `halaqa-host${i}-`));
        // Each host its own S3 client too, as two processes would have.
        hosts.push({
          dir,
          app: ctx.makeApp({ uploadsDir: dir, storage: createS3Storage(s3.options), limits: { upload: 1000 } }),
        });
      }
      const t = await makeTeacher(ctx);
      const [a, b] = hosts.map(({ app }) => supertest.agent(app));
      for (const agent of [a, b])
        expect((await agent.post("/api/login").send({ username: t.username, password: t.password })).status).toBe(200);

      const up = await upload(a, "id", PDF, "passport.pdf");
      expect(up.status).toBe(201);
      const firstKey = (await rowOf(up.body.id)).fileUrl;
      const res = await download(b, up.body.id);
      expect(res.status).toBe(200);
      expect((res.body as Buffer).equals(PDF)).toBe(true);
      // A replacement on B removes what A stored, and A serves B's file.
      const again = await upload(b, "id", PNG, "passport.png");
      expect(again.status).toBe(201);
      expect(await keysIn()).not.toContain(firstKey);
      expect((await download(a, again.body.id)).body).toEqual(PNG);
      for (const { dir } of hosts) expect(localFiles(dir)).toEqual([]);
    } finally {
      for (const { dir } of hosts) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.rmSync(incomingDirFor(dir), { recursive: true, force: true });
      }
    }
  });
});
