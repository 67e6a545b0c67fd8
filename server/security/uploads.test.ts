// Uploaded identity documents (issue 7): stored under random names inside the private folder whatever the
// file is called, never reachable by a URL of their own, and downloaded only as attachments that are not cached.
import fs from "node:fs";
import path from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { documents } from "@shared/schema";
import { makeTeacher, useTestApp } from "../test/test-app";

const ctx = useTestApp();
const MARK = "UPLOAD-CONTENT-MARKER-5c1e";
const PDF = Buffer.from(`%PDF-1.4\n% ${MARK}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

describe("uploads", () => {
  it.each([
    "../../../../tmp/evil.pdf",
    "..\\..\\windows\\evil.pdf",
    "/etc/passwd.pdf",
    "a/../../b.pdf",
    "%2e%2e%2fx.pdf",
  ])("stores %s under a random name inside the uploads folder", async (name) => {
    const t = await makeTeacher(ctx);
    const res = await t.agent
      .post("/api/documents/upload")
      .field("documentType", "cv")
      .attach("document", PDF, { filename: name, contentType: "application/pdf" });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.db.select().from(documents).where(eq(documents.id, res.body.id));
    expect(row.fileUrl).toMatch(/^[0-9a-f]{48}$/);
    const stored = path.join(ctx.uploadsDir, row.fileUrl);
    expect(path.dirname(stored)).toBe(ctx.uploadsDir);
    expect(fs.readFileSync(stored)).toEqual(PDF);
    // The shown name has no path in it.
    expect(res.body.fileName).not.toMatch(/[\\/]/);
    expect(fs.existsSync("/tmp/evil.pdf")).toBe(false);
  });

  it("has no public URL: the stored name, the uploads folder and the original name serve nothing", async () => {
    const t = await makeTeacher(ctx);
    const up = await t.agent
      .post("/api/documents/upload")
      .field("documentType", "id")
      .attach("document", PDF, { filename: "passport.pdf", contentType: "application/pdf" });
    const [row] = await ctx.db.db.select().from(documents).where(eq(documents.id, up.body.id));
    const guesses = [
      `/${row.fileUrl}`,
      `/uploads/${row.fileUrl}`,
      `/data/uploads/${row.fileUrl}`,
      `/api/uploads/${row.fileUrl}`,
      "/uploads/passport.pdf",
      `/assets/${row.fileUrl}`,
      `/api/documents/${row.fileUrl}`,
    ];
    for (const url of guesses) {
      for (const agent of [supertest(ctx.app), t.agent]) {
        const res = await agent.get(url).buffer(true);
        expect(String(res.text ?? res.body), url).not.toContain(MARK);
        expect(res.status, url).not.toBe(200);
      }
    }
  });

  it("downloads as a non-cached attachment with nosniff, for the owner only", async () => {
    const t = await makeTeacher(ctx);
    const up = await t.agent
      .post("/api/documents/upload")
      .field("documentType", "id")
      .attach("document", PDF, { filename: "passport.pdf", contentType: "application/pdf" });
    const res = await t.agent.get(`/api/documents/${up.body.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?passport\.pdf"?/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    const other = await makeTeacher(ctx);
    expect((await other.agent.get(`/api/documents/${up.body.id}/file`)).status).toBe(404);
  });
});
