// The words of a lesson's report and of the badges it earns or loses (issues 16 and 19, decision 062): each in-app
// notification opens the child's progress.
import { DEFAULT_LANGUAGE } from "@shared/i18n";
import { plainArabic, SURAHS } from "@shared/quran";
import { lessonLinks } from "@shared/links";
import { inline, letter, quoted } from "./letter";
import { lessonIn, type Lang, type LessonOf } from "./lesson-text";
import type { EmailText, InAppText } from "./templates";
import { ours, say } from "./words";

type ReportEvent = LessonOf<"report_written" | "badge_earned" | "badge_withdrawn" | "certificates_withdrawn">;

/** The titles of withdrawn certificates, in the reader's words, as one list. */
const titlesIn = (e: LessonOf<"certificates_withdrawn">, lang?: Lang) =>
  e.badges.map((b) => badgeIn(b, lang)).join(lang === "ar" ? "، " : "; ");

/**
 * A badge's title in the reader's words, as the client's badgeText writes it: the juz by its number, the first surah
 * by its Arabic name in Arabic.
 */
export function badgeIn(e: { code: string; title: string }, lang?: Lang) {
  if (!lang || lang === DEFAULT_LANGUAGE) return e.title;
  const juz = /^juz-(\d+)$/.exec(e.code);
  if (juz) return say(lang, "Juz {{juz}} memorised", { juz: Number(juz[1]) });
  const named = /^First surah memorised: (.+)$/.exec(e.title)?.[1];
  if (named) {
    const surah = SURAHS.find((s) => s.transliteration === named);
    return say(lang, "First surah memorised: {{surah}}", {
      surah: surah && lang === "ar" ? plainArabic(surah.arabic) : named,
    });
  }
  return ours(lang, e.title);
}

/** The in-app notification of a report's or a badge's event, in its recipient's language. */
export function reportInAppText(e: ReportEvent): InAppText {
  const lang = e.to.language;
  switch (e.kind) {
    case "report_written":
      return {
        type: "progress_report",
        title: say(lang, "New progress report for {{student}}", { student: e.studentName }),
        message:
          say(lang, "{{teacher}} reported on {{lesson}}.", { teacher: e.teacherName, lesson: lessonIn(e, lang) }) +
          (e.homework ? ` ${say(lang, "Homework: {{homework}}", { homework: inline(e.homework) })}` : ""),
        data: {
          bookingId: e.bookingId,
          reportId: e.reportId,
          studentId: e.studentId,
          link: lessonLinks.progress(e.studentId),
        },
      };
    case "badge_earned":
      return {
        type: "badge",
        title: say(lang, "{{student}} earned a badge", { student: e.studentName }),
        message:
          say(lang, "{{badge}}.", { badge: badgeIn(e, lang) }) +
          (e.certificateCode ? ` ${say(lang, "A certificate is ready to download.")}` : ""),
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "badge_withdrawn":
      return {
        type: "badge",
        title: say(lang, "A badge of {{student}}'s was withdrawn", { student: e.studentName }),
        message: say(
          lang,
          "{{badge}}: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.",
          {
            badge: badgeIn(e, lang),
          },
        ),
        data: { studentId: e.studentId, badge: e.code, link: lessonLinks.progress(e.studentId) },
      };
    case "certificates_withdrawn":
      return {
        type: "badge",
        title: say(lang, "Certificates of {{student}}'s were withdrawn", { student: e.studentName }),
        message: say(
          lang,
          "Our team reviewed {{teacher}} and withdrew the certificates issued from their reports: {{badges}}. They no longer verify.",
          { teacher: e.teacherName, badges: titlesIn(e, lang) },
        ),
        data: { studentId: e.studentId, badges: e.badges.map((b) => b.code), link: lessonLinks.progress(e.studentId) },
      };
  }
}

/** The email of a report's or a badge's event, in its recipient's language. */
export function reportEmailText(e: ReportEvent): EmailText {
  const lang = e.to.language;
  switch (e.kind) {
    case "report_written":
      return {
        subject: say(lang, "Progress report for {{student}}", { student: e.studentName }),
        text: letter(
          e.to,
          say(lang, "{{teacher}} wrote a progress report on {{lesson}}.", {
            teacher: e.teacherName,
            lesson: lessonIn(e, lang),
          }) +
            (e.rating ? `\n\n${say(lang, "Lesson rating: {{rating}} out of 5", { rating: e.rating })}` : "") +
            (e.homework
              ? `\n\n${say(lang, "Homework: {{homework}}", { homework: `\n${quoted(e.homework)}` }).replace(/ +\n/, "\n")}`
              : ""),
        ),
      };
    case "badge_earned":
      return {
        subject: say(lang, "{{student}} earned a badge on Halaqa", { student: e.studentName }),
        text: letter(
          e.to,
          say(lang, "{{student}} earned a badge: {{badge}}.", { student: e.studentName, badge: badgeIn(e, lang) }) +
            (e.certificateCode
              ? `\n\n${say(lang, "A certificate is ready to download from the child's Progress page.")}`
              : ""),
        ),
      };
    case "badge_withdrawn":
      return {
        subject: say(lang, "A badge of {{student}}'s was withdrawn on Halaqa", { student: e.studentName }),
        text: letter(
          e.to,
          say(
            lang,
            "{{student}}'s badge \"{{badge}}\" was withdrawn: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.",
            { student: e.studentName, badge: badgeIn(e, lang) },
          ),
        ),
      };
    case "certificates_withdrawn":
      return {
        subject: say(lang, "Certificates of {{student}}'s were withdrawn on Halaqa", { student: e.studentName }),
        text: letter(
          e.to,
          `${say(
            lang,
            "Our team reviewed {{teacher}} and withdrew the certificates issued from their reports for {{student}}: {{badges}}. They no longer verify.",
            { teacher: e.teacherName, student: e.studentName, badges: titlesIn(e, lang) },
          )}\n\n${say(
            lang,
            "{{student}}'s lessons and hifz record stay as they are. A badge earned again with another teacher comes with a new certificate.",
            { student: e.studentName },
          )}`,
        ),
      };
  }
}
