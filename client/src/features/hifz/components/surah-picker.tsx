import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SURAHS, surahName } from "@shared/quran";
import { Input } from "@/components/ui/input";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { foldEnglish, foldName, plainArabic } from "../lib/arabic";
import { ENGLISH_MEANINGS, OTHER_NAMES } from "../lib/surah-aliases";

/** How a surah reads in the picker's box: its number and transliterated name (its Arabic name in Arabic). */
export const surahText = (n: number) => {
  const s = surahName(n);
  if (!s) return "";
  return `${s.number}. ${currentLanguage() === "ar" ? plainArabic(s.arabic) : s.transliteration}`;
};

// Each surah's names folded once: its transliteration, its Arabic, its other names; its English meanings.
const NAMES = SURAHS.map((s) => ({
  number: s.number,
  names: [s.transliteration, s.arabic, ...(OTHER_NAMES[s.number] ?? [])].map(foldName),
  english: foldEnglish(s.english),
  meaning: foldEnglish(ENGLISH_MEANINGS[s.number]),
}));

/**
 * The surah a typed text names: "2", "2. Al-Baqara", "al-baqara", "yasin", "The Cow", "The Tidings" or "البقرة"
 * (without or with harakat). Names first, then quran-meta's English, then the meanings most sites give.
 */
export function surahFromText(text: string): number | null {
  const typed = text.trim();
  if (!typed) return null;
  // Arabic-Indic digits as typed on an Arabic keyboard (٢ is 2).
  const digits = typed.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const number = /^(\d{1,3})(?!\d)/.exec(digits);
  if (number) {
    const n = Number(number[1]);
    return n >= 1 && n <= SURAHS.length ? n : null;
  }
  const folded = foldName(typed);
  if (!folded) return null;
  const english = foldEnglish(typed);
  const found =
    NAMES.find((s) => s.names.includes(folded)) ??
    (english ? (NAMES.find((s) => s.english === english) ?? NAMES.find((s) => s.meaning === english)) : undefined);
  return found?.number ?? null;
}

/** What the suggestion list shows beside a surah: its English names, and its Arabic or transliterated one. */
function optionLabel(s: (typeof SURAHS)[number], arabic: boolean): string {
  const meaning = ENGLISH_MEANINGS[s.number];
  const english = foldEnglish(meaning) === foldEnglish(s.english) ? s.english : `${s.english} · ${meaning}`;
  return arabic ? `${s.transliteration} · ${english}` : `${english} · ${plainArabic(s.arabic)}`;
}

// One list for every picker of the page: the browser filters it as the teacher types (any part of the names).
export const SURAH_LIST_ID = "hifz-surah-list";

/** The 114 surahs as the browser's own suggestion list (the phone's keyboard stays, typing filters). */
export function SurahOptions() {
  // Re-rendered with the language: the suggestions read as the box does.
  useTranslation();
  const arabic = currentLanguage() === "ar";
  return (
    <datalist id={SURAH_LIST_ID}>
      {SURAHS.map((s) => (
        <option key={s.number} value={surahText(s.number)} label={optionLabel(s, arabic)} />
      ))}
    </datalist>
  );
}

/**
 * A searchable surah field: type the number, the transliterated or English name, or the Arabic; the surah chosen
 * shows beside it in the Arabic font. Its value is the surah's number (NaN while the text names none).
 */
export function SurahPicker({
  value,
  onChange,
  label,
  invalid,
  className,
}: {
  value: number | undefined;
  onChange: (surah: number) => void;
  label: string;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => (value ? surahText(value) : ""));
  // A value set from outside (a prefilled entry) shows as its name.
  useEffect(() => {
    if (value && surahFromText(text) !== value) setText(surahText(value));
    // Only when the value changes: the text is the teacher's while they type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const chosen = value ? surahName(value) : undefined;
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        list={SURAH_LIST_ID}
        value={text}
        autoComplete="off"
        placeholder={t("Number or name")}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setText(e.target.value);
          onChange(surahFromText(e.target.value) ?? Number.NaN);
        }}
        onBlur={() => {
          // A name typed in full settles into the list's spelling.
          const n = surahFromText(text);
          if (n) setText(surahText(n));
        }}
      />
      <span className="min-h-6 font-arabic text-base leading-6 text-foreground" lang="ar" dir="rtl">
        {chosen ? chosen.arabic : "\u00a0"}
      </span>
    </div>
  );
}
