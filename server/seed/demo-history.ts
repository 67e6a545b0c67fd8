// The demo's past lessons, as demo-lessons.ts writes them: Zayd's tajweed and memorisation, Layla's hadith, with the
// reports, reviews and hifz entries that fill Progress, its chart and the teacher's 'Awaiting report'.
import type { HifzEntry } from "@shared/hifz";
import type { DemoClass } from "./demo-lessons";

/** A past lesson: `attendance` null leaves it unreported; a report is written an hour after it ends. */
interface PastLesson {
  cls: DemoClass;
  studentId: number;
  daysAgo: number;
  attendance: "present" | "late" | "absent" | null;
  report?: { content: string; rating: number; feedback: string; homework: string; nextTopics: string };
  review?: { rating: number; comment: string };
  /** What the teacher heard (the hifz ledger, issue 19). */
  hifz?: HifzEntry[];
  /** The parent has already answered or dismissed the request to review it. */
  dismissed?: boolean;
}

const report = (content: string, rating: number, homework: string, nextTopics: string, feedback: string) => ({
  content,
  rating,
  homework,
  nextTopics,
  feedback,
});

// Zayd's memorisation as his tajweed teacher heard it: Al-Fatiha, then the last surahs, then the start of Al-Mulk.
const heard = (
  kind: HifzEntry["kind"],
  from: [number, number],
  to: [number, number],
  grade: HifzEntry["grade"],
  forgot = 0,
  stuck = 0,
  tajweed = 0,
): HifzEntry => ({
  kind,
  from: { surah: from[0], ayah: from[1] },
  to: { surah: to[0], ayah: to[1] },
  grade,
  mistakes: { forgot, stuck, tajweed },
});

/** The lessons of the two children in the demo's classes (tajweed, Juz 'Amma, …, hadith). */
export function pastLessons(
  classes: DemoClass[],
  { zaydId, laylaId }: { zaydId: number; laylaId: number },
): PastLesson[] {
  const [tajweed, juzAmma, , hadith] = classes;
  return [
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 42,
      attendance: "present",
      dismissed: true,
      report: report(
        "Makharij of the throat letters; Al-Fatiha read slowly.",
        3,
        "Recite Al-Fatiha three times a day, listening for ع and ح.",
        "Qalqalah letters",
        "A good start: Zayd listens carefully.",
      ),
      hifz: [heard("sabaq", [1, 1], [1, 7], "excellent", 1, 0, 2)],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 35,
      attendance: "present",
      dismissed: true,
      report: report(
        "Qalqalah: the five letters and their bounce, in Al-Ikhlas and Al-Falaq.",
        4,
        "Mark the qalqalah letters in Al-Falaq and recite it twice daily.",
        "Ghunnah on noon and meem mushaddad",
        "Much clearer this week.",
      ),
      hifz: [
        heard("sabaq", [112, 1], [112, 4], "good"),
        heard("sabaq", [113, 1], [113, 5], "good", 1, 1, 2),
        heard("sabqi", [1, 1], [1, 7], "good", 0, 0, 1),
      ],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 28,
      attendance: "late",
      dismissed: true,
      report: report(
        "Ghunnah: two counts on noon and meem mushaddad (An-Nas).",
        4,
        "Recite An-Nas holding each ghunnah for two counts.",
        "Idhar and idgham",
        "Joined ten minutes late; we covered the essentials.",
      ),
      hifz: [heard("sabaq", [114, 1], [114, 6], "good", 0, 1, 1), heard("sabqi", [112, 1], [113, 5], "excellent")],
    },
    { cls: tajweed, studentId: zaydId, daysAgo: 21, attendance: "absent", dismissed: true },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 14,
      attendance: "present",
      dismissed: true,
      report: report(
        "Idhar and idgham of noon sakinah, in Al-Asr and Al-Kawthar.",
        5,
        "Find two examples of idgham in Al-Asr.",
        "Ikhfa",
        "Excellent focus and a beautiful voice.",
      ),
      hifz: [
        heard("sabaq", [103, 1], [103, 3], "excellent"),
        heard("sabaq", [108, 1], [108, 3], "excellent"),
        heard("manzil", [1, 1], [1, 7], "good"),
      ],
    },
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 7,
      attendance: "present",
      report: report(
        "Ikhfa: the fifteen letters, practised in Al-Kafirun.",
        5,
        "Recite Al-Kafirun daily and underline each ikhfa.",
        "Revision of all noon sakinah rules",
        "Zayd is ready for longer surahs.",
      ),
      hifz: [heard("sabaq", [109, 1], [109, 6], "good", 1, 2, 0), heard("sabqi", [114, 1], [114, 6], "good")],
      review: { rating: 5, comment: "Our son looks forward to every lesson. Patient and encouraging." },
    },
    // Held, reported, not yet reviewed: the parent's dashboard asks for a review.
    {
      cls: tajweed,
      studentId: zaydId,
      daysAgo: 3,
      attendance: "present",
      report: report(
        "Revision of the noon sakinah rules through Al-Mulk, verses 1–5.",
        4,
        "Read Al-Mulk 1–5 aloud to a parent, slowly.",
        "Madd: the natural prolongation",
        "Solid revision; keep the pace slow.",
      ),
      hifz: [heard("sabaq", [67, 1], [67, 5], "good", 2, 1, 3), heard("sabqi", [109, 1], [109, 6], "excellent")],
    },
    {
      cls: hadith,
      studentId: laylaId,
      daysAgo: 18,
      attendance: "present",
      dismissed: true,
      report: report(
        "Hadith 1, actions are by intentions: meaning and everyday examples.",
        4,
        "Memorise hadith 1 in Arabic with its meaning.",
        "Hadith 2, the hadith of Jibril",
        "Thoughtful questions about intention.",
      ),
    },
    {
      cls: hadith,
      studentId: laylaId,
      daysAgo: 11,
      attendance: "present",
      report: report(
        "Hadith 2, Jibril: Islam, Iman and Ihsan.",
        5,
        "Write the three levels of the religion in your own words.",
        "Hadith 3, the pillars of Islam",
        "Layla recited hadith 1 perfectly.",
      ),
      review: { rating: 4, comment: "Clear explanations; our daughter now asks about the hadith at dinner." },
    },
    // Paid and past, never reported: 'Awaiting report' for the teacher and the admins.
    { cls: juzAmma, studentId: laylaId, daysAgo: 5, attendance: null },
  ];
}
