// Issue 36 in a family's words: the teacher's gender, languages, riwayat and verified ijazah, and a class's trial
// lesson. Shared by the browse card and the public profile so both say it alike.
import { BadgeCheck, BookOpenText, Hourglass, Languages, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { ClassItem } from "@shared/classes";
import { GENDER_LABELS, RIWAYAH_LABELS, type Gender, type Riwayah, type VerifiedIjazah } from "@shared/matching";
import { Price } from "@/features/currency";
import { i18n, numberLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** Words in the reader's language as a list ("Urdu, English"; in Arabic "الأردية والإنجليزية"), each translated. */
export function wordList(words: readonly string[]): string {
  return new Intl.ListFormat(numberLocale(), { style: "short", type: "unit" }).format(words.map((w) => i18n.t(w)));
}

/** "Teaches in Urdu, English" (shared/matching.ts teachesInLine, with the languages in the reader's words). */
export const teachesInText = (languages: readonly string[]) =>
  i18n.t("Teaches in {{languages}}", { languages: wordList(languages) });

/** "Riwayat taught: Hafs 'an 'Asim, Warsh 'an Nafi'"; null for none. */
export function riwayatText(riwayat: readonly Riwayah[]): string | null {
  const names = riwayat.map((r) => RIWAYAH_LABELS[r]);
  if (names.length === 0) return null;
  return names.length === 1
    ? i18n.t("Riwayah taught: {{riwayah}}", { riwayah: i18n.t(names[0]!) })
    : i18n.t("Riwayat taught: {{riwayat}}", { riwayat: wordList(names) });
}

/** "Ijazah verified: Hafs 'an 'Asim, to teach" (shared/matching.ts ijazahLine), in the reader's language. */
export function ijazahText({ riwayah, coversTeaching }: VerifiedIjazah): string {
  const values = { riwayah: i18n.t(RIWAYAH_LABELS[riwayah]) };
  return coversTeaching
    ? i18n.t("Ijazah verified: {{riwayah}}, to teach", values)
    : i18n.t("Ijazah verified: {{riwayah}}, to recite", values);
}

function Line({
  icon: Icon,
  success = false,
  children,
}: {
  icon: typeof UserRound;
  success?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex items-start gap-1.5", success && "font-medium text-success")}>
      <Icon className={cn("mt-0.5 size-4 shrink-0", !success && "text-primary")} aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

interface MatchingTeacher {
  gender?: Gender | null;
  languages: readonly string[];
  riwayat?: readonly Riwayah[];
  verifiedIjazah?: VerifiedIjazah | null;
}

/** What families match a teacher on, each in a sentence; a fact the teacher has not given is left out. */
export function MatchingFacts({ teacher, className }: { teacher: MatchingTeacher; className?: string }) {
  const { t } = useTranslation();
  const riwayat = riwayatText(teacher.riwayat ?? []);
  const lines = [
    teacher.gender ? (
      <Line key="gender" icon={UserRound}>
        {t(GENDER_LABELS[teacher.gender])}
      </Line>
    ) : null,
    teacher.languages.length > 0 ? (
      <Line key="languages" icon={Languages}>
        {teachesInText(teacher.languages)}
      </Line>
    ) : null,
    riwayat ? (
      <Line key="riwayat" icon={BookOpenText}>
        {riwayat}
      </Line>
    ) : null,
    teacher.verifiedIjazah ? (
      // Evidence an admin checked, in the success colour of the other checks, with the words saying so.
      <Line key="ijazah" icon={BadgeCheck} success>
        {ijazahText(teacher.verifiedIjazah)}
      </Line>
    ) : null,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return <ul className={cn("grid gap-1.5 text-sm text-foreground", className)}>{lines}</ul>;
}

/** "Trial lesson: 20 min, Free" or "…, $5.00" on a class that offers one; nothing otherwise. */
export function TrialOffer({
  klass,
  className,
}: {
  klass: Pick<ClassItem, "trialMinutes" | "trialPrice">;
  className?: string;
}) {
  const { t } = useTranslation();
  const { trialMinutes, trialPrice } = klass;
  if (trialMinutes == null || trialPrice == null) return null;
  const length = t("{{count}} min", { count: trialMinutes });
  return (
    <p className={cn("flex items-start gap-1.5 text-xs font-medium text-primary", className)}>
      <Hourglass className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {Number(trialPrice) === 0 ? (
          t("Trial lesson: {{length}}, Free", { length })
        ) : (
          <Trans
            i18nKey="Trial lesson: {{length}}, <price></price>"
            values={{ length }}
            components={{ price: <Price amount={trialPrice} /> }}
          />
        )}
      </span>
    </p>
  );
}
