// The certificate of a badge as a PDF (api.md "The hifz ledger", decision 061): the parent's alone, one landscape A4
// page naming the child, the achievement (in Arabic too), the teacher, the date and the code to verify.
import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { studentProfiles } from "@shared/schema";
import { heldReport, lessonCast, moveLesson } from "../test/lessons";
import { makeTeacher, signInAs, signUp, useTestApp } from "../test/test-app";
import { certificateDate, makeCertificatePdf } from "./certificate";
import { arabicAchievement } from "./certificate-arabic";

const ctx = useTestApp();

const sabaq = (from: [number, number], to: [number, number], grade = "good") => ({
  kind: "sabaq",
  from: { surah: from[0], ayah: from[1] },
  to: { surah: to[0], ayah: to[1] },
  grade,
  mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
});

/** Fetches a PDF: supertest leaves a body of that type unread. */
const pdfOf = (req: supertest.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

const utf16 = (hex: string) => Buffer.from(hex.replace(/^FEFF/i, ""), "hex").swap16().toString("utf16le");

/**
 * The page's text, one entry per text object (each line the maker draws), read with pdf-lib alone: a glyph through
 * its font's ToUnicode, or within a span through the span's ActualText. A right-to-left line's glyphs are drawn in
 * visual order, so its spans are read backwards.
 */
async function pageLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const ops = streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString("latin1"))
    .join("\n");
  const toUnicode = new Map<string, Map<string, string>>();
  for (const [name, ref] of page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict).entries()) {
    const cmap = doc.context.lookup(ref, PDFDict).lookup(PDFName.of("ToUnicode")) as PDFRawStream;
    const text = Buffer.from(decodePDFRawStream(cmap).decode()).toString("latin1");
    toUnicode.set(
      name.toString(),
      new Map([...text.matchAll(/<([0-9A-F]{4})> <([0-9A-F]*)>/gi)].map((m) => [m[1]!.toUpperCase(), utf16(m[2]!)])),
    );
  }
  const lines: string[] = [];
  let pieces: { text: string; span: boolean }[] = [];
  let font = new Map<string, string>();
  let span: string | null = null;
  for (const m of ops.matchAll(
    /\bBT\b|\bET\b|(\/\S+) [\d.]+ Tf|<([0-9A-F]+)> Tj|\/ActualText <([0-9A-F]*)>\s*>> BDC|\bEMC\b/gi,
  )) {
    if (m[0] === "BT") pieces = [];
    else if (m[0] === "ET") {
      const rtl = pieces.some((p) => p.span);
      lines.push((rtl ? [...pieces].reverse() : pieces).map((p) => p.text).join(""));
    } else if (m[1]) font = toUnicode.get(m[1]) ?? new Map();
    else if (m[2]) {
      if (span !== null) {
        pieces.push({ text: span, span: true });
        span = "";
      } else pieces.push({ text: font.get(m[2].toUpperCase()) ?? "?", span: false });
    } else if (m[3] !== undefined) span = utf16(m[3]);
    else if (m[0] === "EMC") span = null;
  }
  return lines;
}

describe("the certificate PDF", () => {
  let l: Awaited<ReturnType<typeof lessonCast>>;
  let code: string;
  let earnedAt: string;
  const url = (code: string, studentId = l.studentId) => `/api/students/${studentId}/badges/${code}/certificate`;

  beforeAll(async () => {
    l = await lessonCast(ctx);
    await moveLesson(ctx, l.bookingId, -3);
    // The child's full name as it stands when the badges are earned: the certificate keeps it.
    await ctx.db.db
      .update(studentProfiles)
      .set({ name: "Zayd Ibrahim Al-Amin" })
      .where(eq(studentProfiles.id, l.studentId));
    // All of Juz 'Amma in one lesson: first-lesson, first-surah, juz-30 and juz-amma.
    const res = await l.teacher.agent
      .post(`/api/bookings/${l.bookingId}/report`)
      .send(heldReport({ hifz: [sabaq([78, 1], [114, 6], "excellent")] }));
    if (res.status !== 201) throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
    const badges = await l.parent.agent.get(`/api/students/${l.studentId}/badges`);
    const amma = badges.body.find((b: { code: string }) => b.code === "juz-amma");
    code = amma.certificateCode;
    earnedAt = amma.earnedAt;
  });

  it("is a one-page landscape A4 PDF for the parent, to download and not to cache", async () => {
    const res = await pdfOf(l.parent.agent.get(url("juz-amma")));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="halaqa-certificate-juz-amma.pdf"');
    expect(res.headers["cache-control"]).toBe("no-store");
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Subset fonts keep it small (about 16 kB).
    expect(pdf.length).toBeLessThan(40_000);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it("names the child in full, the achievement in English and Arabic, the teacher, the date and the code to verify", async () => {
    const res = await pdfOf(l.parent.agent.get(url("juz-amma")));
    const lines = await pageLines(res.body as Buffer);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Certificate of Achievement",
        "Zayd Ibrahim Al-Amin",
        "Juz 'Amma memorised",
        // Marks (the shadda of عمّ) are drawn but left out of the text (certificate-line.ts, glyphTexts).
        "جزء عم",
        "بارك الله فيك",
        "Amina Yusuf",
        certificateDate(new Date(earnedAt)),
        `Certificate code ${code}`,
      ]),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Verify at https?://[^/\\s]+/certificates/${code}$`)),
    );
    expect(certificateDate(new Date("2026-11-27T23:30:00Z"))).toBe("27 November 2026");
  });

  it("is given for each certifiable badge earned: the first surah and juz 30 too", async () => {
    for (const badge of ["first-surah", "juz-30"]) {
      const res = await pdfOf(l.parent.agent.get(url(badge)));
      expect(res.status).toBe(200);
      const lines = await pageLines(res.body as Buffer);
      // The first surah is named, in English and in Arabic: An-Nas, the last of Juz 'Amma's surahs learned here.
      expect(lines).toContain(badge === "juz-30" ? "Juz 30 memorised" : "First surah memorised: An-Naas");
      expect(lines).toContain(badge === "juz-30" ? "الجزء الثلاثون" : "سورة الناس");
    }
  });

  it("is nobody else's: another parent, the child's teacher and an admin are told nothing", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    for (const agent of [
      (await signUp(ctx)).agent,
      l.teacher.agent,
      admin.agent,
      (await makeTeacher(ctx, "approved")).agent,
    ]) {
      const res = await agent.get(url("juz-amma"));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Certificate not found");
    }
    expect((await supertest(ctx.app).get(url("juz-amma"))).status).toBe(401);
  });

  it.each([
    ["a badge without a certificate", "first-lesson"],
    ["a certifiable badge not earned", "juz-1"],
    ["the khatm, not earned", "khatm"],
    ["an unknown code", "juz-31"],
    ["an odd code", "JUZ-AMMA"],
    ["a very odd code", "%E2%80%AE..%2F..%2Fetc%2Fpasswd"],
  ])("is 404 for %s", async (_, badge) => {
    const res = await l.parent.agent.get(url(badge));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Certificate not found");
  });

  it("is made at most so often per user, and unknown codes are checked at most so often per address", async () => {
    const limited = ctx.makeApp({ limits: { certificates: { pdfsPerUser: 2, missesPerAddress: 2 } } });
    const parent = supertest.agent(limited);
    await parent.post("/api/login").send({ username: l.parent.username, password: l.parent.password }).expect(200);
    expect((await pdfOf(parent.get(url("juz-amma")))).status).toBe(200);
    expect((await pdfOf(parent.get(url("juz-30")))).status).toBe(200);
    const third = await parent.get(url("juz-amma"));
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: "Too many certificate downloads. Please try again later." });
    // The genuine code keeps verifying however often it is shown; guesses are counted and stopped.
    const visitor = supertest(limited);
    for (let i = 0; i < 4; i++) expect((await visitor.get(`/api/certificates/${code}`)).status).toBe(200);
    expect((await visitor.get("/api/certificates/0000-0000-0000-0001")).status).toBe(404);
    expect((await visitor.get("/api/certificates/0000-0000-0000-0002")).status).toBe(404);
    const guess = await visitor.get("/api/certificates/0000-0000-0000-0003");
    expect(guess.status).toBe(429);
    expect(guess.body).toEqual({ message: "Too many certificate checks. Please try again later." });
    // Once the guesses are stopped, the genuine certificate still verifies from the same address.
    expect((await visitor.get(`/api/certificates/${code}`)).status).toBe(200);
  });

  it("is 404 for a child that does not exist", async () => {
    expect((await l.parent.agent.get(url("juz-amma", 2_000_000_000))).status).toBe(404);
  });
});

describe("makeCertificatePdf", () => {
  const input = {
    childName: "Maryam Yusuf",
    achievement: "Juz 12 memorised",
    arabicAchievement: arabicAchievement("juz-12"),
    teacherName: "Ustadha Khadija Rahman",
    earnedAt: new Date("2026-11-27T10:00:00Z"),
    code: "0A1B-2C3D-4E5F-6071",
    verifyUrl: "https://halaqa.example/certificates/0A1B-2C3D-4E5F-6071",
  };

  it("names each juz in Arabic by its ordinal, Juz 'Amma and the khatm by their names", () => {
    expect(["juz-1", "juz-11", "juz-12", "juz-20", "juz-21", "juz-29", "juz-30"].map(arabicAchievement)).toEqual([
      "الجزء الأول",
      "الجزء الحادي عشر",
      "الجزء الثاني عشر",
      "الجزء العشرون",
      "الجزء الحادي والعشرون",
      "الجزء التاسع والعشرون",
      "الجزء الثلاثون",
    ]);
    expect(arabicAchievement("juz-amma")).toBe("جزء عمّ");
    expect(arabicAchievement("khatm")).toBe("ختم القرآن الكريم");
    expect(arabicAchievement("first-surah")).toBeNull();
  });

  it("sets a name in Arabic letters, or in letters beyond Latin-1, from the face that has them", async () => {
    for (const childName of ["زيد بن حارثة", "Şükrü Öztürk", "Nguyễn Thị Ánh"]) {
      const lines = await pageLines(await makeCertificatePdf({ ...input, childName, teacherName: "أمينة يوسف" }));
      expect(lines).toContain(childName);
      expect(lines).toContain("أمينة يوسف");
      expect(lines).toContain("الجزء الثاني عشر");
    }
  });

  it("keeps a very long name on the page, set smaller", async () => {
    const childName = "Abdur-Rahman ".repeat(8).trim();
    const bytes = await makeCertificatePdf({ ...input, childName });
    expect(await pageLines(bytes)).toContain(childName);
  });

  it("makes a certificate in tens of milliseconds once its fonts are loaded", async () => {
    await makeCertificatePdf(input);
    const started = performance.now();
    for (let i = 0; i < 5; i++) await makeCertificatePdf(input);
    // A loose bound (a loaded CI machine); about 30 ms each on a developer's machine.
    expect((performance.now() - started) / 5).toBeLessThan(500);
  });
});
