import fs from "node:fs";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { documents } from "@shared/schema";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);
const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

const filesOnDisk = () => fs.readdirSync(ctx.uploadsDir);
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
    const stored = `${ctx.uploadsDir}/${row.fileUrl}`;
    expect(fs.readFileSync(stored)).toEqual(PDF);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
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
    const before = filesOnDisk().length;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t.agent, "id", PDF, `id-${i}.pdf`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await rowsOf(t.user.id);
    expect(rows).toHaveLength(1);
    expect(filesOnDisk().length - before).toBe(1);
    expect(filesOnDisk()).toContain(rows[0].fileUrl);
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
    expect(filesOnDisk()).not.toContain(old.fileUrl);
    expect(filesOnDisk()).toContain(rows[0].fileUrl);
  });

  it.each([
    ["PNG bytes named .pdf", PNG, "scan.pdf"],
    ["an HTML file named .jpg", HTML, "photo.jpg"],
    ["a PDF named .exe", PDF, "tool.exe"],
    ["a file with no extension", PDF, "document"],
  ])("refuses %s with 415 and stores nothing", async (_label, buffer, name) => {
    const t = await makeTeacher(ctx);
    const before = filesOnDisk().length;
    const res = await upload(t.agent, "id", buffer, name);
    expect(res.status).toBe(415);
    expect(res.body.message).toBeTruthy();
    expect(await rowsOf(t.user.id)).toEqual([]);
    expect(filesOnDisk()).toHaveLength(before);
  });

  it("refuses an 11 MB file with 413 and stores nothing", async () => {
    const t = await makeTeacher(ctx);
    const before = filesOnDisk().length;
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(t.agent, "cv", big, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/10 MB/);
    expect(await rowsOf(t.user.id)).toEqual([]);
    expect(filesOnDisk()).toHaveLength(before);
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
    const res = await t.agent.get(`/api/documents/${body.id}/file`).buffer(true).parse((r, cb) => {
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
