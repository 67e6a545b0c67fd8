// Matching on what Muslim families ask for (issue 36, api.md "Trial lessons and matching"): the teacher's gender, the
// riwayat taught, a verified ijazah, and a short trial lesson. One source for the server's rules and the screens.
import { z } from "zod";
import type { Language } from "./constants";
import { NUL_MESSAGE, noNul, oneLine, text } from "./fields";

export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number];
/** The filter's and the card's words ("Female teacher"). */
export const GENDER_LABELS: Record<Gender, string> = { female: "Female teacher", male: "Male teacher" };

/** The transmissions (riwayat) of the Quran a teacher may teach; "other" for any further one. */
export const RIWAYAT = ["hafs", "warsh", "qalun", "duri", "shubah", "other"] as const;
export type Riwayah = (typeof RIWAYAT)[number];
export const RIWAYAH_LABELS: Record<Riwayah, string> = {
  hafs: "Hafs 'an 'Asim",
  warsh: "Warsh 'an Nafi'",
  qalun: "Qalun 'an Nafi'",
  duri: "Al-Duri 'an Abi 'Amr",
  shubah: "Shu'bah 'an 'Asim",
  other: "Another riwayah",
};

export const IJAZAH_CHAIN_MAX = 4000;
export const IJAZAH_ISSUER_MAX = 200;
export const IJAZAH_NOTE_MAX = 1000;
/** A trial lesson lasts 15 to 30 minutes (issue 36). */
export const TRIAL_MINUTES = { min: 15, max: 30 } as const;

export const genderSchema = z.enum(GENDERS, { error: "Gender must be female or male" });
export const riwayahSchema = z.enum(RIWAYAT, {
  error: `Riwayah must be one of ${RIWAYAT.join(", ")}`,
});

/** A calendar date (YYYY-MM-DD) that exists and is not after today. */
const pastDate = z
  .string({ error: "Please give the date as YYYY-MM-DD" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please give the date as YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, "Please give a real date")
  .refine((v) => v >= "1900-01-01", "The date must be after 1900")
  // A day ahead of UTC: it is already tomorrow somewhere when a teacher in the east fills the form.
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + 86_400_000, "The date cannot be in the future");

/** The ijazah as the teacher states it; the scan is a document of kind `ijazah`. */
export const ijazahSchema = z.object({
  riwayah: riwayahSchema,
  coversTeaching: z.boolean({ error: "coversTeaching must be true or false" }),
  issuer: text(IJAZAH_ISSUER_MAX, `The issuer must be at most ${IJAZAH_ISSUER_MAX} characters`)
    .min(1, "Please name who granted the ijazah")
    .refine(oneLine, "The issuer must be a single line"),
  issuedOn: pastDate,
  chain: z
    .string({ error: "The chain (sanad) must be text" })
    .trim()
    .max(IJAZAH_CHAIN_MAX, `The chain (sanad) must be at most ${IJAZAH_CHAIN_MAX} characters`)
    .refine(noNul, NUL_MESSAGE)
    .default(""),
});
export type IjazahInput = z.input<typeof ijazahSchema>;
export type Ijazah = z.output<typeof ijazahSchema>;

/** The fields issue 36 adds to POST /api/teacher/profile; left out, each keeps what is stored. */
export const matchingProfileFields = {
  gender: genderSchema.optional(),
  riwayat: z
    .array(riwayahSchema, { error: "riwayat must be a list" })
    .max(RIWAYAT.length, `Choose at most ${RIWAYAT.length} riwayat`)
    .transform((list) => [...new Set(list)])
    .optional(),
  /** null removes the ijazah (and its verification). */
  ijazah: ijazahSchema.nullable().optional(),
};

/** What a family sees of a verified ijazah: "Ijazah verified: Hafs 'an 'Asim, to teach". */
export interface VerifiedIjazah {
  riwayah: Riwayah;
  coversTeaching: boolean;
}

export const ijazahLine = (i: VerifiedIjazah) =>
  `Ijazah verified: ${RIWAYAH_LABELS[i.riwayah]}${i.coversTeaching ? ", to teach" : ", to recite"}`;

export const teachesInLine = (language: Language | string) => `Teaches in ${language}`;

export const TRIAL_DEARER_MESSAGE = "A trial lesson cannot cost more than the class";
export const TRIAL_BOTH_MESSAGE = "Give a trial both its length and its price, or neither";
export const SECOND_TRIAL_MESSAGE = "This child has already had a trial lesson with this teacher";
export const NO_TRIAL_MESSAGE = "This class does not offer a trial lesson";
export const GENDER_LOCKED_MESSAGE =
  "Your gender was checked with your ID: please ask Halaqa's admins if it needs correcting";
