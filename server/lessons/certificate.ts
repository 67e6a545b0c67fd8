// The certificate of a hifz badge as a PDF (api.md "The hifz ledger", decision 061): one landscape A4 page made with
// pdf-lib, its text in Noto Naskh Arabic (its Arabic and its Latin letters) from @fontsource/noto-naskh-arabic,
// shaped by fontkit and subset so the file stays small. Pure: inputs in, bytes out; the service decides who may
// have it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { inflate } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import {
  beginText,
  endMarkedContent,
  endText,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { surahName } from "@shared/quran";

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

// ------------------------------------------------------------------------------------------------ the Arabic lines

const ORDINALS = [
  "",
  "الأول",
  "الثاني",
  "الثالث",
  "الرابع",
  "الخامس",
  "السادس",
  "السابع",
  "الثامن",
  "التاسع",
  "العاشر",
];

/** 1…30 as an Arabic ordinal (masculine, agreeing with الجزء): الثاني عشر, الحادي والعشرون, الثلاثون. */
function arabicOrdinal(n: number): string {
  if (n <= 10) return ORDINALS[n] ?? "";
  if (n === 11) return "الحادي عشر";
  if (n < 20) return `${ORDINALS[n - 10]} عشر`;
  if (n === 20) return "العشرون";
  if (n === 21) return "الحادي والعشرون";
  if (n < 30) return `${ORDINALS[n - 20]} والعشرون`;
  return "الثلاثون";
}

/**
 * The achievement's Arabic name: a juz by its ordinal in words (an Arabic run is set right to left as a whole, so
 * digits inside it would read backwards), Juz 'Amma and the khatm by theirs; null for the first surah.
 */
export function arabicAchievement(code: string, surah?: number | null): string | null {
  const named = code === "first-surah" && surah ? surahName(surah) : undefined;
  if (named) return `سورة ${named.arabic}`;
  if (code === "juz-amma") return "جزء عمّ";
  if (code === "khatm") return "ختم القرآن الكريم";
  const juz = /^juz-(\d+)$/.exec(code);
  if (juz && Number(juz[1]) >= 1 && Number(juz[1]) <= 30) return `الجزء ${arabicOrdinal(Number(juz[1]))}`;
  return null;
}

/** On every certificate: "may Allah bless you". */
export const BLESSING = "بارك الله فيك";

// ------------------------------------------------------------------------------------------------ fonts

// Noto Naskh Arabic as WOFF, unpacked once to the TrueType font it wraps. fontkit reads WOFF2 (Fraunces and Inter
// come only as WOFF2) but cannot subset it (no loca table), and it reads WOFF by inflating the whole glyf table
// again for every glyph it touches (a fifth of a second per certificate). The family's Latin letters set the
// English text, so one family draws the whole page; fontsource splits it by script, hence a file per script.
type Weight = 400 | 700;
type FontKey = `${"latin" | "latin-ext" | "arabic"}-${Weight}`;
const fontFile = (key: FontKey) => `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-${key}-normal.woff`;

/** The files that may draw a character, in order: the first with a glyph for it wins. */
const filesOf = (weight: Weight): FontKey[] => [`latin-${weight}`, `latin-ext-${weight}`, `arabic-${weight}`];

const pad4 = (n: number) => (n + 3) & ~3;
const inflateAsync = promisify(inflate);

function tableChecksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc(pad4(data.length) - data.length)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/**
 * The TrueType (sfnt) font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): its tables inflated and laid out
 * behind an sfnt table directory. Each glyph is also padded to 4 bytes (loca in long form): fontkit's subsetter
 * copies glyphs as they are and writes a short loca, which counts in 2-byte steps, so one glyph of odd length
 * shifts every later one (Noto Naskh has such glyphs: their shapes come out as garbage).
 */
async function unpackWoff(woff: Uint8Array): Promise<Uint8Array> {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.length < 44 || src.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 font");
  const numTables = src.readUInt16BE(12);
  // Inflated off the main thread (zlib's thread pool), all tables at once.
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const entry = 44 + i * 20;
      const [offset, compLength, origLength] = [4, 8, 12].map((at) => src.readUInt32BE(entry + at)) as [
        number,
        number,
        number,
      ];
      const stored = src.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflateAsync(stored) : stored;
      if (data.length !== origLength) throw new Error("a WOFF table of the wrong length");
      return { tag: src.toString("latin1", entry, entry + 4), data };
    }),
  );
  const table = (tag: string) => tables.find((t) => t.tag === tag);
  const [head, maxp, loca, glyf] = [table("head"), table("maxp"), table("loca"), table("glyf")];
  if (head && maxp && loca && glyf) {
    const glyphs = maxp.data.readUInt16BE(4);
    const long = head.data.readInt16BE(50) === 1;
    const at = (i: number) => (long ? loca.data.readUInt32BE(4 * i) : 2 * loca.data.readUInt16BE(2 * i));
    const newLoca = Buffer.alloc(4 * (glyphs + 1));
    const pieces: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < glyphs; i++) {
      const glyph = glyf.data.subarray(at(i), at(i + 1));
      newLoca.writeUInt32BE(offset, 4 * i);
      pieces.push(glyph, Buffer.alloc(pad4(glyph.length) - glyph.length));
      offset += pad4(glyph.length);
    }
    newLoca.writeUInt32BE(offset, 4 * glyphs);
    glyf.data = Buffer.concat(pieces);
    loca.data = newLoca;
    head.data = Buffer.from(head.data);
    head.data.writeInt16BE(1, 50); // indexToLocFormat: long
  }
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(src.readUInt32BE(4), 0); // the flavour: 0x00010000 for TrueType outlines
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    out.write(t.tag, 12 + 16 * i, "latin1");
    out.writeUInt32BE(tableChecksum(t.data), 16 + 16 * i);
    out.writeUInt32BE(offset, 20 + 16 * i);
    out.writeUInt32BE(t.data.length, 24 + 16 * i);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

interface LoadedFont {
  bytes: Uint8Array;
  parsed: fontkit.Font;
}

const loading = new Map<FontKey, Promise<LoadedFont>>();
/** The parse of each font's bytes, so that pdf-lib's embedFont does not parse them again for every certificate. */
const parsedByBytes = new WeakMap<Uint8Array, fontkit.Font>();

/** A font's bytes and its parse, made once per process on first use; a failed read is retried by the next call. */
function loadFont(key: FontKey): Promise<LoadedFont> {
  let font = loading.get(key);
  if (!font) {
    font = (async () => {
      const bytes = await unpackWoff(await readFile(createRequire(import.meta.url).resolve(fontFile(key))));
      const parsed = fontkit.create(bytes);
      parsedByBytes.set(bytes, parsed);
      return { bytes, parsed };
    })();
    font.catch(() => loading.delete(key));
    loading.set(key, font);
  }
  return font;
}

// pdf-lib calls fontkit.create(bytes) in every embedFont: hand back the parse made once. A parsed font is only read
// from then on (its glyph and layout caches aside), and each embedding makes its own subset.
const cachedFontkit = {
  create: (bytes: Uint8Array) => parsedByBytes.get(bytes) ?? fontkit.create(bytes),
};

const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

interface Run {
  key: FontKey;
  text: string;
}

type Face = { key: FontKey; parsed: fontkit.Font };
const has = (files: readonly Face[], char: string) =>
  files.some((f) => f.parsed.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

/**
 * The text as the faces can draw it: a character none has becomes its letter without its marks (ễ, which Noto
 * Naskh lacks, becomes e), or stays as it is (drawn as the missing-glyph box) when that does not help either.
 */
const drawable = (text: string, files: readonly Face[]) =>
  [...text]
    .map((char) => {
      if (has(files, char)) return char;
      const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
      return bare && [...bare].every((c) => has(files, c)) ? bare : char;
    })
    .join("");

/**
 * Splits a text into runs, each drawn from one file. A letter goes to the first file of the weight that has it (one
 * no file has, to the first, which draws its missing-glyph box). Anything else (spaces, punctuation) goes with the
 * letters around it when both sides run the same way, else with the side that runs the way of the text, the way of
 * its first letter: so the space in "Zayd زيد Harith" stays between the words. The runs go left to right, or right
 * to left when the text starts in Arabic. (Digits inside Arabic text would come out reversed; none is set here.)
 */
function runsOf(text: string, files: readonly Face[]): Run[] {
  const chars = [...text];
  const fileOf = (c: string) =>
    (files.find((f) => f.parsed.hasGlyphForCodePoint(c.codePointAt(0) ?? 0)) ?? files[0])?.key;
  const rtl = (key: FontKey | undefined) => key?.startsWith("arabic") ?? false;
  const letters = chars.map((c) => (LETTER.test(c) ? fileOf(c) : undefined));
  const firstLetter = letters.find((k) => k !== undefined);
  const rtlText = rtl(firstLetter);
  const keys = chars.map((c, i) => {
    if (letters[i]) return letters[i];
    const before = letters.slice(0, i).findLast((k) => k !== undefined);
    const after = letters.slice(i + 1).find((k) => k !== undefined);
    const sides = [before, after].filter((k): k is FontKey => k !== undefined);
    const preferred = before && after && rtl(before) !== rtl(after) ? sides.filter((k) => rtl(k) === rtlText) : sides;
    return (
      [...preferred, ...sides].find((k) =>
        files.find((f) => f.key === k)?.parsed.hasGlyphForCodePoint(c.codePointAt(0) ?? 0),
      ) ?? fileOf(c)
    );
  });
  const runs: Run[] = [];
  chars.forEach((c, i) => {
    const key = keys[i];
    if (!key) return;
    const last = runs.at(-1);
    if (last?.key === key) last.text += c;
    else runs.push({ key, text: c });
  });
  return rtlText ? runs.reverse() : runs;
}

// ------------------------------------------------------------------------------------------------ drawing

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

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A position to a thousandth of a point (pdf-lib would write every float digit). */
const round = (v: number) => Math.round(v * 1000) / 1000;

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

interface ShapedGlyph {
  /** The glyph's code in the embedded subset (4 hex digits). */
  code: string;
  /** Where fontkit's shaping puts it, in font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** In a right-to-left run: the text the glyph stands for (glyphTexts). */
  text?: string;
}

/**
 * The text behind each glyph of a right-to-left run, whose glyphs fontkit gives in visual order. Noto Naskh draws
 * many letters as a shared base and separate dots (ب ت ث ن ي share one base): the font's ToUnicode can name only one
 * letter per base, so each glyph carries its own text (ActualText), as browsers' PDFs do. In logical order each
 * glyph takes as many characters as it stands for; a glyph standing for none (a letter's dots or hamza, split off by
 * the font) or only for marks (a shadda) takes "": the marks are left out of the text, since an extractor that lays
 * a glyph's characters out left to right (poppler) would put them before their letter, and a search for جزء عم is
 * typed without them. Null when the count does not come out.
 */
function glyphTexts(text: string, glyphs: readonly fontkit.Glyph[]): string[] | null {
  const chars = [...text];
  const out = new Array<string>(glyphs.length).fill("");
  let next = 0;
  for (let i = glyphs.length - 1; i >= 0; i--) {
    // fontkit keeps a glyph's characters from its first use, so only their count is to be trusted here.
    const own = chars.slice(next, next + (glyphs[i]?.codePoints.length ?? 0));
    next += own.length;
    if (i === glyphs.length - 1 || !own.every((c) => MARK.test(c))) out[i] = own.join("");
  }
  return next === chars.length ? out : null;
}

interface LineStyle {
  size: number;
  color: RGB;
  weight?: Weight;
  /** The widest the line may be: a longer text is set smaller (not below 8 pt). */
  maxWidth?: number;
  /** The x of the line's middle (default: the page's). */
  x?: number;
  /** Extra space after each glyph, in points (the spaced capitals). */
  tracking?: number;
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

  // A file is embedded (as the subset of the glyphs drawn from it) once, and only if some text uses it.
  const embedded = new Map<FontKey, Promise<{ font: PDFFont; key: PDFName }>>();
  const embed = (key: FontKey) => {
    let font = embedded.get(key);
    if (!font) {
      font = loadFont(key).then(async ({ bytes }) => {
        const pdfFont = await doc.embedFont(bytes, { subset: true });
        return { font: pdfFont, key: page.node.newFontDictionary(pdfFont.name, pdfFont.ref) };
      });
      embedded.set(key, font);
    }
    return font;
  };

  /**
   * Shapes a run with fontkit (Arabic letters joined, marks placed by the font's GPOS, right to left) and takes its
   * glyphs' codes from pdf-lib's encoding of the same text, which runs the same layout on the same parse.
   */
  const shape = async (run: Run) => {
    const { font, key } = await embed(run.key);
    const { parsed } = await loadFont(run.key);
    const layout = parsed.layout(run.text);
    const codes = font.encodeText(run.text).asString().match(/.{4}/g) ?? [];
    if (codes.length !== layout.glyphs.length) throw new Error("pdf-lib and fontkit laid the text out differently");
    const rtl = ARABIC_LETTER.test(run.text);
    const texts = rtl ? glyphTexts(run.text, layout.glyphs) : null;
    const glyphs: ShapedGlyph[] = codes.map((code, i) => {
      const p = layout.positions[i];
      return {
        code,
        xAdvance: p?.xAdvance ?? 0,
        xOffset: p?.xOffset ?? 0,
        yOffset: p?.yOffset ?? 0,
        ...(texts ? { text: texts[i] } : {}),
      };
    });
    // A right-to-left run whose glyphs' texts did not come out is marked with its text as a whole.
    return { resource: key, unitsPerEm: parsed.unitsPerEm, glyphs, wholeText: rtl && !texts ? run.text : null };
  };

  // A marked-content span whose ActualText stands for the glyphs inside it (PDF 32000-1, 14.9.4). The properties go
  // in as written: pdf-lib's operator type has no dictionary argument.
  const span = (text: string) =>
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of("Span"),
      `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
    ]);

  /**
   * One line of text centred on `x`, made smaller until it fits. Each glyph is placed where the shaping put it:
   * pdf-lib's drawText would lay the glyphs end to end, dropping the positions Arabic needs (Noto Naskh draws a
   * letter's dots as marks the font places).
   */
  const line = async (text: string, y: number, style: LineStyle) => {
    // Shaping is synchronous work (a few milliseconds a line): let other requests in between lines.
    await yieldToLoop();
    const weight = style.weight ?? 400;
    const files = await Promise.all(
      filesOf(weight).map(async (key) => ({ key, parsed: (await loadFont(key)).parsed })),
    );
    const shown = drawable(text, files);
    const runs = await Promise.all(runsOf(shown, files).map(shape));
    const tracking = style.tracking ?? 0;
    // A left-to-right line drawn with letters changed, or spaced out (which extractors read as words of one
    // letter), is marked with the text it stands for.
    const rtl = runs.some((r) => r.wholeText !== null || r.glyphs.some((g) => g.text !== undefined));
    const lineText = (shown !== text || tracking > 0) && !rtl ? text : null;
    const glyphCount = runs.reduce((n, r) => n + r.glyphs.length, 0);
    const widthAt = (size: number) =>
      runs.reduce((sum, r) => sum + r.glyphs.reduce((w, g) => w + g.xAdvance, 0) * (size / r.unitsPerEm), 0) +
      tracking * Math.max(0, glyphCount - 1);
    const maxWidth = style.maxWidth ?? width - 160;
    let size = style.size;
    while (size > 8 && widthAt(size) > maxWidth) size -= 0.5;

    let x = (style.x ?? centre) - widthAt(size) / 2;
    const ops: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(style.color)];
    if (lineText) ops.push(span(lineText));
    for (const run of runs) {
      const scale = size / run.unitsPerEm;
      ops.push(setFontAndSize(run.resource, size));
      if (run.wholeText) ops.push(span(run.wholeText));
      // In a right-to-left run each glyph is marked with its text ("" for dots and marks, which keeps a text
      // extractor from taking them for characters of their own, above or below the line).
      for (const g of run.glyphs) {
        if (g.text !== undefined) ops.push(span(g.text));
        ops.push(
          setTextMatrix(1, 0, 0, 1, round(x + g.xOffset * scale), round(y + g.yOffset * scale)),
          showText(PDFHexString.of(g.code)),
        );
        if (g.text !== undefined) ops.push(endMarkedContent());
        x += g.xAdvance * scale + tracking;
      }
      if (run.wholeText) ops.push(endMarkedContent());
    }
    if (lineText) ops.push(endMarkedContent());
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  };

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
