// The certificate of a hifz badge as a PDF (decision 061): one landscape A4 page laid out with pdf-lib. Pure: inputs
// in, bytes out; certificates.service.ts decides who may have it.
import { PDFDocument, rgb, type PDFPage, type RGB } from "pdf-lib";
import { BLESSING } from "./certificate-arabic";
import { cachedFontkit } from "./certificate-fonts";
import { lineWriter, yieldToLoop } from "./certificate-line";

export interface CertificateInput {
  /** The child's full name. */
  childName: string;
  /** e.g. "Juz 'Amma memorised" (badgeTitle). */
  achievement: string;
  /** The achievement's Arabic name (e.g. جزء عمّ), when it has one: arabicAchievement(code). */
  arabicAchievement: string | null;
  teacherName: string;
  earnedAt: Date;
  /** The verification code, XXXX-XXXX-XXXX-XXXX. */
  code: string;
  /** The public page that checks the code: <APP_URL>/certificates/<code>. */
  verifyUrl: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const hex = (h: string): RGB =>
  rgb(
    ...([1, 3, 5].map((at) => Math.round((parseInt(h.slice(at, at + 2), 16) / 255) * 1000) / 1000) as [
      number,
      number,
      number,
    ]),
  );
// docs/design.md: deep green-teal, a muted gold used sparingly, warm greys on an off-white page. Gold text is
// darkened to keep 4.5:1 on the page; the pure gold is for the lines and the stars.
const COLOURS = {
  paper: hex("#faf8f3"),
  teal: hex("#0f5e55"),
  gold: hex("#c8a24a"),
  goldText: hex("#7a5f1c"),
  ink: hex("#1f2623"),
  muted: hex("#5f6360"),
};

/** "27 November 2026", in UTC like every date the API gives. */
export const certificateDate = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);

/** An eight-point star (two squares, one turned by 45°) as an SVG path around (0, 0). */
function starPath(outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 8) * i - Math.PI / 2;
    points.push(`${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M ${points.join(" L ")} Z`;
}

/** Makes the certificate: one landscape A4 page. Resolves with the PDF's bytes. */
export async function makeCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  doc.setTitle(`Halaqa certificate: ${input.achievement}`);
  doc.setAuthor("Halaqa");
  doc.setSubject(`${input.achievement}: ${input.childName}`);
  doc.setCreator("Halaqa");
  doc.setProducer("Halaqa (pdf-lib)");
  doc.setCreationDate(input.earnedAt);
  doc.setModificationDate(input.earnedAt);

  const page = doc.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();
  const centre = width / 2;

  const line = lineWriter(doc, page);

  drawFrame(page, width, height);

  // The school's name, in Arabic and in spaced capitals.
  await line("حلقة", height - 94, { size: 24, color: COLOURS.teal, weight: 700 });
  await line("HALAQA", height - 112, { size: 9, color: COLOURS.teal, weight: 700, tracking: 3.5 });

  await line("Certificate of Achievement", height - 168, { size: 38, color: COLOURS.teal, weight: 700 });
  drawRule(page, centre, height - 190);

  await line("This certificate is presented to", height - 228, { size: 12, color: COLOURS.muted });
  await line(input.childName, height - 272, { size: 34, color: COLOURS.ink, weight: 700, maxWidth: 620 });
  await line("in recognition of", height - 304, { size: 12, color: COLOURS.muted });
  await line(input.achievement, height - 338, { size: 22, color: COLOURS.goldText, weight: 700, maxWidth: 620 });
  if (input.arabicAchievement)
    await line(input.arabicAchievement, height - 380, { size: 24, color: COLOURS.teal, weight: 700 });
  await line(BLESSING, input.arabicAchievement ? height - 414 : height - 382, { size: 16, color: COLOURS.muted });

  // The teacher on one side, the date on the other, a gold seal between them.
  const signY = 128;
  for (const [x, value, caption] of [
    [250, input.teacherName, "TEACHER"],
    [width - 250, certificateDate(input.earnedAt), "DATE EARNED"],
  ] as const) {
    await line(value, signY + 8, { size: 13, color: COLOURS.ink, x, maxWidth: 220 });
    page.drawLine({
      start: { x: x - 110, y: signY },
      end: { x: x + 110, y: signY },
      thickness: 0.6,
      color: COLOURS.muted,
    });
    await line(caption, signY - 16, { size: 8, color: COLOURS.muted, x, tracking: 1.2 });
  }
  page.drawCircle({
    x: centre,
    y: signY + 4,
    size: 30,
    borderColor: COLOURS.gold,
    borderWidth: 1.2,
    color: COLOURS.paper,
  });
  page.drawCircle({ x: centre, y: signY + 4, size: 25, borderColor: COLOURS.gold, borderWidth: 0.5 });
  page.drawSvgPath(starPath(17, 12), { x: centre, y: signY + 4, color: COLOURS.gold });
  page.drawSvgPath(starPath(8, 5.6), { x: centre, y: signY + 4, color: COLOURS.paper });

  await line(`Certificate code ${input.code}`, 74, { size: 9, color: COLOURS.muted });
  await line(`Verify at ${input.verifyUrl}`, 61, { size: 9, color: COLOURS.muted });

  await yieldToLoop();
  // Saving subsets and compresses the fonts, a few milliseconds each; pdf-lib yields every `objectsPerTick` objects.
  return doc.save({ useObjectStreams: true, objectsPerTick: 10 });
}

/** The page, a teal border, a thin gold one inside it, and a star in each corner. */
function drawFrame(page: PDFPage, width: number, height: number) {
  page.drawRectangle({ x: 0, y: 0, width, height, color: COLOURS.paper });
  page.drawRectangle({
    x: 22,
    y: 22,
    width: width - 44,
    height: height - 44,
    borderColor: COLOURS.teal,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: width - 64,
    height: height - 64,
    borderColor: COLOURS.gold,
    borderWidth: 0.8,
  });
  for (const [x, y] of [
    [32, 32],
    [width - 32, 32],
    [32, height - 32],
    [width - 32, height - 32],
  ] as const) {
    page.drawSvgPath(starPath(11, 7.5), { x, y, color: COLOURS.gold });
    page.drawSvgPath(starPath(4, 2.8), { x, y, color: COLOURS.paper });
  }
}

/** A short gold rule with a small star at its middle. */
function drawRule(page: PDFPage, x: number, y: number) {
  page.drawLine({ start: { x: x - 120, y }, end: { x: x - 12, y }, thickness: 0.8, color: COLOURS.gold });
  page.drawLine({ start: { x: x + 12, y }, end: { x: x + 120, y }, thickness: 0.8, color: COLOURS.gold });
  page.drawSvgPath(starPath(6, 4.2), { x, y, color: COLOURS.gold });
}
