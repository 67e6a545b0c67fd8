// Surah names, ranges, badge titles and hifz messages in the reader's language. English keeps shared/hifz.ts's own
// words (transliterated surah names); Arabic shows each surah by its Arabic name, as the mushaf's table names it.
import { badgeTitle, type BadgeItem } from "@shared/hifz-badges";
import { rangeLabel, SURAHS, surahName, type SurahAyah } from "@shared/quran";
import { currentLanguage, i18n } from "@/lib/i18n";
import { plainArabic } from "./arabic";

/** A surah's name for running text: "Al-Baqara" in English, "البقرة" in Arabic; null for no surah. */
export function localSurahName(n: number): string | null {
  const s = surahName(n);
  if (!s) return null;
  return currentLanguage() === "ar" ? plainArabic(s.arabic) : s.transliteration;
}

/** "Al-Baqara 1–5", "Al-Mulk 1 – Al-Qalam 52" (shared/hifz.ts's words in English; the Arabic names in Arabic). */
export function localRangeLabel(from: SurahAyah, to: SurahAyah): string {
  if (currentLanguage() !== "ar") return rangeLabel(from, to);
  const name = (n: number) => localSurahName(n) ?? i18n.t("Surah {{number}}", { number: n });
  const a = name(from.surah);
  if (from.surah === to.surah) return from.ayah === to.ayah ? `${a} ${from.ayah}` : `${a} ${from.ayah}–${to.ayah}`;
  return `${a} ${from.ayah} – ${name(to.surah)} ${to.ayah}`;
}

/** A badge's title in the reader's language; the server's own title when it is not one we know. */
export function badgeText(badge: Pick<BadgeItem, "code" | "title">): string {
  if (currentLanguage() === "en") return badge.title;
  if (badge.code === "first-surah") {
    // "First surah memorised: An-Nas": the surah named by its transliteration, as the server wrote it.
    const named = /^First surah memorised: (.+)$/.exec(badge.title)?.[1];
    const surah = named ? SURAHS.find((s) => s.transliteration === named) : undefined;
    if (named)
      return i18n.t("First surah memorised: {{surah}}", { surah: surah ? localSurahName(surah.number) : named });
  }
  const juz = /^juz-(\d+)$/.exec(badge.code);
  if (juz) return i18n.t("Juz {{juz}} memorised", { juz: Number(juz[1]) });
  // The other titles are fixed: shared/hifz.ts's own words, each a key of the translation file.
  const fixed = badgeTitle(badge.code);
  return fixed ? i18n.t(fixed) : badge.title;
}

const surahOf = (transliteration: string) => {
  const s = SURAHS.find((x) => x.transliteration === transliteration);
  return s ? localSurahName(s.number)! : transliteration;
};

/**
 * A message of the hifz schema (shared/hifz.ts) in the reader's language: "Entry 2: to Al-Baqara has ayat 1 to 286"
 * and its kin. One it does not know stays as written.
 */
export function hifzMessage(message: string): string {
  if (currentLanguage() === "en") return message;
  const entry = /^Entry (\d+): (.+)$/.exec(message);
  if (!entry) return i18n.t(message);
  const n = Number(entry[1]);
  const rest = entry[2];
  let m = /^(from|to) surah must be a number from 1 to (\d+)$/.exec(rest);
  if (m)
    return i18n.t(
      m[1] === "from"
        ? "Entry {{n}}: from surah must be a number from 1 to {{max}}"
        : "Entry {{n}}: to surah must be a number from 1 to {{max}}",
      { n, max: Number(m[2]) },
    );
  m = /^(from|to) (.+) has ayat 1 to (\d+)$/.exec(rest);
  if (m) {
    return i18n.t(
      m[1] === "from"
        ? "Entry {{n}}: from {{surah}} has ayat 1 to {{max}}"
        : "Entry {{n}}: to {{surah}} has ayat 1 to {{max}}",
      {
        n,
        surah: surahOf(m[2]),
        max: Number(m[3]),
      },
    );
  }
  if (rest === "the range must not end before it starts")
    return i18n.t("Entry {{n}}: the range must not end before it starts", { n });
  m = /^a sabaq covers at most (\d+) ayat \(one juz\); record revision as sabqi or manzil$/.exec(rest);
  if (m)
    return i18n.t("Entry {{n}}: a sabaq covers at most {{max}} ayat (one juz); record revision as sabqi or manzil", {
      n,
      max: Number(m[1]),
    });
  m = /^one lesson's sabaq covers at most (\d+) ayat \(one juz\) in all; record revision as sabqi or manzil$/.exec(
    rest,
  );
  if (m)
    return i18n.t(
      "Entry {{n}}: one lesson's sabaq covers at most {{max}} ayat (one juz) in all; record revision as sabqi or manzil",
      { n, max: Number(m[1]) },
    );
  return message;
}
