// A line of the certificate (decision 061): shaped by fontkit and placed glyph by glyph with pdf-lib's operators,
// each right-to-left glyph carrying its text (ActualText) so the PDF's text reads and searches as written.
import type fontkit from "@pdf-lib/fontkit";
import {
  beginText,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { drawable, filesOf, loadFont, runsOf, type FontKey, type Run, type Weight } from "./certificate-fonts";

const MARK = /\p{M}/u;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A position to a thousandth of a point (pdf-lib would write every float digit). */
const round = (v: number) => Math.round(v * 1000) / 1000;

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

export interface LineStyle {
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

// A marked-content span whose ActualText stands for the glyphs inside it (PDF 32000-1, 14.9.4). The properties go
// in as written: pdf-lib's operator type has no dictionary argument.
const span = (text: string) =>
  PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
    PDFName.of("Span"),
    `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
  ]);

/** The function that draws a line of text on this page; each font file is embedded in `doc` once. */
export function lineWriter(doc: PDFDocument, page: PDFPage) {
  const { width } = page.getSize();
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

  return line;
}
