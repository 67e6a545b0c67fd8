import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { documents, teacherProfiles } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";
import { incomingDirFor, removeStaleIncoming } from "./documents.service";

const ctx = useTestApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
]);
const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

/** The keys in the documents' store: the folder, or the bucket when documents.s3.test.ts runs these tests on S3. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of ctx.storage.keys()) keys.push(key);
  return keys;
}
async function readStored(key: string): Promise<Buffer | null> {
  const object = await ctx.storage.open(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
/** Files still in the folder where uploads arrive (it is made on the first upload). */
const incoming = () => {
  const dir = incomingDirFor(ctx.uploadsDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const rowsOf = (userId: number) => ctx.db.db.select().from(documents).where(eq(documents.userId, userId));

function upload(agent: ReturnType<typeof supertest.agent>, documentType: string, buffer: Buffer, filename: string) {
  return agent.post("/api/documents/upload").field("documentType", documentType).attach("document", buffer, filename);
}

describe("POST /api/documents/upload", () => {
  it("stores a PDF privately under a random name and answers 201 with its public fields", async () => {
    const t = await makeTeacher(ctx);
    const res = await upload(t.agent, "id", PDF, "passport.pdf");
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["documentType", "fileName", "id", "uploadedAt"]);
    expect(res.body).toMatchObject({ documentType: "id", fileName: "passport.pdf" });
    const [row] = await rowsOf(t.user.id);
    expect(row.fileUrl).toMatch(/^[0-9a-f]{48}$/);
    expect(row.mimeType).toBe("application/pdf");
    expect(await readStored(row.fileUrl)).toEqual(PDF);
    // In the local folder, readable by this user only (a bucket's objects are private by having no ACL).
    if (ctx.storage.kind === "local") expect(fs.statSync(`${ctx.uploadsDir}/${row.fileUrl}`).mode & 0o777).toBe(0o600);
    // The profile lists it.
    expect((await t.agent.get("/api/teacher/profile")).body.documents).toEqual([res.body]);
  });

  it("lists the caller's own documents, also before a profile exists", async () => {
    const fresh = await signUp(ctx, { role: "teacher" });
    expect((await fresh.agent.get("/api/documents")).body).toEqual([]);
    const { body } = await upload(fresh.agent, "cv", PDF, "cv.pdf");
    expect((await fresh.agent.get("/api/documents")).body).toEqual([body]);
    const other = await makeTeacher(ctx);
    expect((await other.agent.get("/api/documents")).body).toEqual([]);
    expect((await (await signUp(ctx)).agent.get("/api/documents")).status).toBe(403);
  });

  it("keeps UTF-8 file names", async () => {
    const t = await makeTeacher(ctx);
    const res = await upload(t.agent, "qualification", PNG, "شهادة.png");
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe("شهادة.png");
  });

  it("leaves one row and one file when first uploads of a type race", async () => {
    const t = await makeTeacher(ctx);
    const before = (await storedKeys()).length;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t.agent, "id", PDF, `id-${i}.pdf`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await rowsOf(t.user.id);
    expect(rows).toHaveLength(1);
    expect((await storedKeys()).length - before).toBe(1);
    expect(await storedKeys()).toContain(rows[0].fileUrl);
  });

  it("accepts PNG and JPEG by their bytes", async () => {
    const t = await makeTeacher(ctx);
    expect((await upload(t.agent, "cv", PNG, "cv.png")).status).toBe(201);
    expect((await upload(t.agent, "qualification", JPEG, "ijazah.JPEG")).status).toBe(201);
  });

  it("replaces the document of the same type, removing the old file", async () => {
    const t = await makeTeacher(ctx);
    await upload(t.agent, "police_check", PDF, "old.pdf");
    const [old] = await rowsOf(t.user.id);
    const res = await upload(t.agent, "police_check", PNG, "new.png");
    expect(res.status).toBe(201);
    const rows = await rowsOf(t.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].fileName).toBe("new.png");
    expect(await storedKeys()).not.toContain(old.fileUrl);
    expect(await storedKeys()).toContain(rows[0].fileUrl);
  });

  it.each([
    ["PNG bytes named .pdf", PNG, "scan.pdf"],
    ["an HTML file named .jpg", HTML, "photo.jpg"],
    ["a PDF named .exe", PDF, "tool.exe"],
    ["a file with no extension", PDF, "document"],
  ])("refuses %s with 415 and stores nothing", async (_label, buffer, name) => {
    const t = await makeTeacher(ctx);
    const before = (await storedKeys()).length;
    const res = await upload(t.agent, "id", buffer, name);
    expect(res.status).toBe(415);
    expect(res.body.message).toBeTruthy();
    expect(await rowsOf(t.user.id)).toEqual([]);
    expect(await storedKeys()).toHaveLength(before);
  });

  it("refuses an 11 MB file with 413 and stores nothing", async () => {
    const t = await makeTeacher(ctx);
    const before = (await storedKeys()).length;
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(t.agent, "cv", big, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/10 MB/);
    expect(await rowsOf(t.user.id)).toEqual([]);
    expect(await storedKeys()).toHaveLength(before);
  });

  it("validates the document type and the presence of one file", async () => {
    const t = await makeTeacher(ctx);
    const badType = await upload(t.agent, "passport", PDF, "a.pdf");
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].path).toBe("documentType");
    const noFile = await t.agent.post("/api/documents/upload").field("documentType", "id");
    expect(noFile.status).toBe(400);
    const two = await t.agent
      .post("/api/documents/upload")
      .field("documentType", "id")
      .attach("document", PDF, "a.pdf")
      .attach("document", PDF, "b.pdf");
    expect(two.status).toBe(400);
    expect(await rowsOf(t.user.id)).toEqual([]);
  });

  it("is for teachers only", async () => {
    const parent = await signUp(ctx);
    expect((await upload(parent.agent, "id", PDF, "a.pdf")).status).toBe(403);
    expect((await upload(supertest.agent(ctx.app), "id", PDF, "a.pdf")).status).toBe(401);
  });

  it("limits uploads per teacher with 429", async () => {
    const app = ctx.makeApp({ limits: { login: 1000, register: 1000, upload: 2 } });
    const t = await makeTeacher(ctx);
    const agent = supertest.agent(app);
    await agent.post("/api/login").send({ username: t.username, password: t.password });
    expect((await upload(agent, "cv", PDF, "a.pdf")).status).toBe(201);
    expect((await upload(agent, "cv", PDF, "a.pdf")).status).toBe(201);
    const limited = await upload(agent, "cv", PDF, "a.pdf");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("GET /api/documents/{id}/file", () => {
  it("streams the owner's file as an attachment with its checked type and nosniff", async () => {
    const t = await makeTeacher(ctx);
    const { body } = await upload(t.agent, "id", PNG, 'my "id".png');
    const res = await t.agent
      .get(`/api/documents/${body.id}/file`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(res.body).toEqual(PNG);
  });

  it("lets an admin download, and gives anyone else 404", async () => {
    const t = await makeTeacher(ctx);
    const { body } = await upload(t.agent, "police_check", PDF, "clearance.pdf");
    const admin = await signInAs(ctx, ["admin"]);
    expect((await admin.agent.get(`/api/documents/${body.id}/file`)).status).toBe(200);
    const other = await makeTeacher(ctx);
    const res = await other.agent.get(`/api/documents/${body.id}/file`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Document not found" });
    const parent = await signUp(ctx);
    expect((await parent.agent.get(`/api/documents/${body.id}/file`)).status).toBe(404);
    expect((await supertest(ctx.app).get(`/api/documents/${body.id}/file`)).status).toBe(401);
    expect((await t.agent.get("/api/documents/99999999/file")).status).toBe(404);
    expect((await t.agent.get("/api/documents/..%2F..%2Fetc%2Fpasswd/file")).status).toBe(400);
  });
});

describe("uploads arrive on disk (issue 14)", () => {
  it("leaves no temporary file behind, whether it stores the upload or refuses it (415, 413, 400)", async () => {
    const t = await makeTeacher(ctx);
    expect((await upload(t.agent, "cv", PDF, "cv.pdf")).status).toBe(201);
    // Files arrive in a private folder beside the documents (a rename away), not in memory.
    const dir = incomingDirFor(ctx.uploadsDir);
    expect(path.dirname(dir)).toBe(path.dirname(ctx.uploadsDir));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(incoming()).toEqual([]);

    expect((await upload(t.agent, "id", HTML, "photo.jpg")).status).toBe(415);
    expect(incoming()).toEqual([]);
    expect((await upload(t.agent, "id", Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), "big.pdf")).status).toBe(
      413,
    );
    expect(incoming()).toEqual([]);
    // The type field is checked after the file arrived.
    expect((await upload(t.agent, "passport", PDF, "a.pdf")).status).toBe(400);
    expect(incoming()).toEqual([]);
    expect((await upload(t.agent, "id", Buffer.alloc(0), "empty.pdf")).status).toBe(400);
    expect(incoming()).toEqual([]);
    const two = await t.agent
      .post("/api/documents/upload")
      .field("documentType", "id")
      .attach("document", PDF, "a.pdf")
      .attach("document", PDF, "b.pdf");
    expect(two.status).toBe(400);
    expect(incoming()).toEqual([]);
    expect((await rowsOf(t.user.id)).map((r) => r.documentType)).toEqual(["cv"]);
  });

  it("writes a file to disk while it arrives, and removes it when the sender goes away half way", async () => {
    const t = await makeTeacher(ctx);
    const login = await supertest(ctx.app).post("/api/login").send({ username: t.username, password: t.password });
    const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
    const server = ctx.app.listen(0);
    try {
      const { port } = server.address() as net.AddressInfo;
      const boundary = "XyZboundary42";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ncv\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      // 5 MB announced, 1 MB sent.
      socket.write(
        `POST /api/documents/upload HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 5 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.concat([head, PDF, Buffer.alloc(1024 * 1024)]));
      const dir = incomingDirFor(ctx.uploadsDir);
      await vi.waitFor(() => {
        const [part] = incoming();
        expect(part).toBeDefined();
        expect(fs.statSync(path.join(dir, part)).size).toBeGreaterThan(512 * 1024);
      });
      socket.destroy();
      await vi.waitFor(() => expect(incoming()).toEqual([]), { timeout: 5_000 });
    } finally {
      await new Promise((r) => server.close(r));
    }
    expect(await rowsOf(t.user.id)).toEqual([]);
  });

  it("sweeps only old files out of the incoming folder (left by a process that died mid-upload)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-incoming-"));
    try {
      const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
      fs.writeFileSync(path.join(dir, "old"), "x");
      fs.utimesSync(path.join(dir, "old"), past, past);
      fs.writeFileSync(path.join(dir, "arriving"), "x");
      expect(await removeStaleIncoming(dir, 60 * 60 * 1000)).toBe(1);
      expect(fs.readdirSync(dir)).toEqual(["arriving"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("trust after verification (api.md)", () => {
  const profileOf = async (userId: number) =>
    (await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)))[0];
  const replacedNotices = async (admin: ReturnType<typeof supertest.agent>, userId: number) => {
    const res = await admin.get("/api/admin/notifications");
    expect(res.status).toBe(200);
    return (res.body as { type: string; title: string; message: string; data: Record<string, unknown> }[]).filter(
      (n) => n.type === "document_replaced" && n.data?.userId === userId,
    );
  };

  it("replacing a verified police check clears it, returns the approved profile to review and tells the admins", async () => {
    const t = await makeTeacher(ctx, "approved");
    const admin = await signInAs(ctx, ["admin"]);
    const res = await upload(t.agent, "police_check", PNG, "new-dbs.png");
    expect(res.status).toBe(201);

    const own = (await t.agent.get("/api/teacher/profile")).body;
    expect(own).toMatchObject({
      verificationStatus: "pending",
      policeCheckVerified: false,
      idVerified: true,
      interviewCompleted: true,
    });
    const [notice] = await replacedNotices(admin.agent, t.user.id);
    expect(notice).toMatchObject({
      title: "Verified document replaced",
      data: { documentType: "police_check", documentId: res.body.id, backToReview: true },
    });
    expect(notice.message).toContain("Amina Yusuf");
    expect(notice.message).toContain("Police clearance");
    expect(notice.message).toContain("new-dbs.png");
    // Families no longer find a teacher whose check is open again.
    const parent = await signUp(ctx);
    expect((await parent.agent.get(`/api/teachers?teacherId=${t.user.id}`)).body).toEqual([]);
  });

  it("replacing a verified ID clears idVerified; a pending profile stays pending and the admins hear of it", async () => {
    const t = await makeTeacher(ctx);
    await ctx.db.db.update(teacherProfiles).set({ idVerified: true }).where(eq(teacherProfiles.userId, t.user.id));
    const admin = await signInAs(ctx, ["admin"]);
    expect((await upload(t.agent, "id", PDF, "passport-2.pdf")).status).toBe(201);
    expect(await profileOf(t.user.id)).toMatchObject({
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
    });
    const notices = await replacedNotices(admin.agent, t.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].data).toMatchObject({ documentType: "id", backToReview: false });
    expect(notices[0].message).toContain("Government ID");
  });

  it("the admin never downloads a new file under the old check", async () => {
    const t = await makeTeacher(ctx);
    await upload(t.agent, "police_check", PDF, "dbs.pdf");
    await ctx.db.db
      .update(teacherProfiles)
      .set({ verificationStatus: "approved", idVerified: true, policeCheckVerified: true, interviewCompleted: true })
      .where(eq(teacherProfiles.userId, t.user.id));
    await upload(t.agent, "police_check", PNG, "other.png");

    const admin = await signInAs(ctx, ["admin"]);
    const [item] = (await admin.agent.get(`/api/teachers?teacherId=${t.user.id}`)).body;
    const doc = item.documents.find((d: { documentType: string }) => d.documentType === "police_check");
    expect(doc.fileName).toBe("other.png");
    const file = await admin.agent
      .get(`/api/documents/${doc.id}/file`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(file.body).toEqual(PNG);
    // What the admin downloads is the new file; the listing must not call it checked.
    expect(item).toMatchObject({ verificationStatus: "pending", policeCheckVerified: false });
  });

  it("changes no check and tells nobody for an unverified document or a CV", async () => {
    const approved = await makeTeacher(ctx, "approved");
    const pending = await makeTeacher(ctx);
    const admin = await signInAs(ctx, ["admin"]);
    expect((await upload(approved.agent, "cv", PDF, "cv.pdf")).status).toBe(201);
    expect((await upload(approved.agent, "qualification", PDF, "ijazah.pdf")).status).toBe(201);
    expect((await upload(pending.agent, "police_check", PDF, "dbs.pdf")).status).toBe(201);
    expect(await profileOf(approved.user.id)).toMatchObject({
      verificationStatus: "approved",
      idVerified: true,
      policeCheckVerified: true,
    });
    expect(await profileOf(pending.user.id)).toMatchObject({
      verificationStatus: "pending",
      policeCheckVerified: false,
    });
    expect(await replacedNotices(admin.agent, approved.user.id)).toEqual([]);
    expect(await replacedNotices(admin.agent, pending.user.id)).toEqual([]);
  });

  it("waits for the profile row: a check an admin commits during the upload is cleared too", async () => {
    const t = await makeTeacher(ctx);
    await upload(t.agent, "police_check", PDF, "dbs.pdf");
    // An admin's verification holds the profile row while the teacher's replacement arrives.
    const adminTx = await ctx.db.pool.connect();
    try {
      await adminTx.query("BEGIN");
      await adminTx.query("UPDATE teacher_profiles SET police_check_verified = true WHERE user_id = $1", [t.user.id]);
      const replacing = upload(t.agent, "police_check", PNG, "new.png").then((r) => r);
      await vi.waitFor(async () => {
        const waiting = await ctx.db.db.execute(
          sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%teacher_profiles%'`,
        );
        expect(waiting.rows.length).toBeGreaterThan(0);
      });
      await adminTx.query("COMMIT");
      expect((await replacing).status).toBe(201);
    } finally {
      adminTx.release();
    }
    expect(await profileOf(t.user.id)).toMatchObject({ policeCheckVerified: false });
  });
});
