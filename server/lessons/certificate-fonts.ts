// The certificate's fonts (decision 061): Noto Naskh Arabic unpacked from WOFF once per process, and a text split
// into runs, each drawn from the font file that has its letters.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { inflate } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";

// Noto Naskh Arabic as WOFF, unpacked once to the TrueType font it wraps. fontkit reads WOFF2 (Fraunces and Inter
// come only as WOFF2) but cannot subset it (no loca table), and it reads WOFF by inflating the whole glyf table
// again for every glyph it touches (a fifth of a second per certificate). The family's Latin letters set the
// English text, so one family draws the whole page; fontsource splits it by script, hence a file per script.
export type Weight = 400 | 700;
export type FontKey = `${"latin" | "latin-ext" | "arabic"}-${Weight}`;
const fontFile = (key: FontKey) => `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-${key}-normal.woff`;

/** The files that may draw a character, in order: the first with a glyph for it wins. */
export const filesOf = (weight: Weight): FontKey[] => [`latin-${weight}`, `latin-ext-${weight}`, `arabic-${weight}`];

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
export function loadFont(key: FontKey): Promise<LoadedFont> {
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
export const cachedFontkit = {
  create: (bytes: Uint8Array) => parsedByBytes.get(bytes) ?? fontkit.create(bytes),
};

const LETTER = /\p{L}/u;

export interface Run {
  key: FontKey;
  text: string;
}

export type Face = { key: FontKey; parsed: fontkit.Font };
const has = (files: readonly Face[], char: string) =>
  files.some((f) => f.parsed.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

/**
 * The text as the faces can draw it: a character none has becomes its letter without its marks (ễ, which Noto
 * Naskh lacks, becomes e), or stays as it is (drawn as the missing-glyph box) when that does not help either.
 */
export const drawable = (text: string, files: readonly Face[]) =>
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
export function runsOf(text: string, files: readonly Face[]): Run[] {
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
