// Values of the onboarding form: defaults, a saved profile turned into form values, the time zone list,
// and the mapping from a server 400 back to a field and its step.
import { z } from "zod";
import { LIMITS } from "@shared/constants";
import { timeZone as timeZoneSchema } from "@shared/fields";
import { GENDER_LOCKED_MESSAGE, GENDERS, RIWAYAT, type Gender, type IjazahInput } from "@shared/matching";
import { currentZoneName } from "@shared/time-zone-names";
import { TEACHER_PROFILE_STEPS, teacherProfileSchema, type TeacherProfile } from "@shared/teachers";
import { mergeDraftValues } from "@/lib/drafts";
import { ApiError } from "@/lib/api-client";

/** The API accepts a profile without a gender (issue 36); the wizard asks for it. */
export const wizardProfileSchema = teacherProfileSchema.extend({
  gender: z.enum(GENDERS, { error: "Please choose your gender" }),
});

export type ProfileFormIn = z.input<typeof wizardProfileSchema>;
export type ProfileFormOut = z.output<typeof wizardProfileSchema>;
export type ProfileField = keyof ProfileFormIn;
/** Every field present (inputs stay controlled), the gender unset until chosen. */
export type ProfileFormValues = Omit<Required<ProfileFormIn>, "gender"> & { gender?: Gender };

export const LAST_STEP = TEACHER_PROFILE_STEPS.length - 1;

/** The line under each step's title (shown through t()). */
export const STEP_INTROS = [
  "How our team can reach you, and a few words families will read about you.",
  "Your training and teaching experience, and what you charge for an hour of teaching.",
  "What you teach, the languages you teach in, and when you are usually free.",
  "Upload the documents we check before approving a teacher.",
];

/** The browser's IANA zone when the schema accepts it, else UTC. */
export function browserTimeZone(): string {
  try {
    const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    return timeZoneSchema.safeParse(zone).success ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** A blank application: every field present, so inputs stay controlled and drafts know every key. */
export function emptyProfileValues(): ProfileFormValues {
  return {
    phoneNumber: "",
    bio: "",
    timeZone: browserTimeZone(),
    qualifications: "",
    experience: LIMITS.experienceDefault,
    hourlyRate: "",
    currency: "USD",
    specializations: [],
    languages: [],
    gender: undefined,
    riwayat: [],
    ijazah: null,
  };
}

/** A saved profile as form values (for editing, or fixing a rejected application). */
export function profileToValues(profile: TeacherProfile): ProfileFormValues {
  return {
    phoneNumber: profile.phoneNumber ?? "",
    bio: profile.bio ?? "",
    timeZone: profile.timeZone ? currentZoneName(profile.timeZone) : browserTimeZone(),
    qualifications: profile.qualifications ?? "",
    experience: profile.experience ?? LIMITS.experienceDefault,
    hourlyRate: profile.hourlyRate ?? "",
    // Rates are in USD (issue 32; the database holds no other).
    currency: "USD",
    specializations: (profile.specializations ?? []) as ProfileFormIn["specializations"],
    languages: (profile.languages ?? []) as ProfileFormIn["languages"],
    gender: profile.gender ?? undefined,
    riwayat: profile.riwayat ?? [],
    ijazah: profile.ijazah ?? null,
  };
}

const isRiwayah = (v: unknown): v is (typeof RIWAYAT)[number] => RIWAYAT.includes(v as (typeof RIWAYAT)[number]);

/** A stored draft as form values: the lists and texts as drafts keep them, and the gender and ijazah checked by hand. */
export function parseProfileDraft(raw: unknown): ProfileFormValues {
  const values = mergeDraftValues(emptyProfileValues(), raw);
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const gender = GENDERS.find((g) => g === source.gender);
  const ijazah = source.ijazah as Record<string, unknown> | null | undefined;
  // An unfinished ijazah is kept as typed (its issuer may still be empty); one of another shape is dropped.
  const draftIjazah: IjazahInput | null =
    ijazah && typeof ijazah === "object" && isRiwayah(ijazah.riwayah)
      ? {
          riwayah: ijazah.riwayah,
          coversTeaching: ijazah.coversTeaching === true,
          issuer: typeof ijazah.issuer === "string" ? ijazah.issuer : "",
          issuedOn: typeof ijazah.issuedOn === "string" ? ijazah.issuedOn : "",
          chain: typeof ijazah.chain === "string" ? ijazah.chain : "",
        }
      : null;
  return { ...values, gender, riwayat: values.riwayat.filter(isRiwayah), ijazah: draftIjazah };
}

/** The index of the step that asks for `field` (fields outside every step belong to the first). */
export function stepOfField(field: string): number {
  const index = TEACHER_PROFILE_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

/**
 * The field and message a 400 from POST /api/teacher/profile names (`errors[0]`), when it is one of ours; `path` is
 * where the message goes (an ijazah's own field: "ijazah.issuer"). A changed gender checked with the ID is a 409.
 */
export function serverFieldError(error: unknown): { field: ProfileField; path: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.userMessage === GENDER_LOCKED_MESSAGE)
    return { field: "gender", path: "gender", message: GENDER_LOCKED_MESSAGE };
  if (error.status !== 400) return null;
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { path?: unknown; message?: unknown }[] };
    const first = body.errors?.[0];
    if (!first || typeof first.path !== "string" || typeof first.message !== "string") return null;
    // "specializations.0" names an item of a list: the list is the field.
    const [field, inner] = first.path.split(".");
    const known = TEACHER_PROFILE_STEPS.some((step) => (step.fields as readonly string[]).includes(field));
    const path = field === "ijazah" && inner ? `ijazah.${inner}` : field;
    return known ? { field: field as ProfileField, path, message: first.message } : null;
  } catch {
    return null;
  }
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

export interface TimeZoneGroup {
  /** "Africa", "America", … ; empty for zones without a region (UTC). */
  region: string;
  zones: TimeZoneOption[];
}

let zoneCache: TimeZoneGroup[] | null = null;

function offsetOf(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? "";
  } catch {
    return "";
  }
}

function option(zone: string, at: Date): TimeZoneOption {
  const slash = zone.indexOf("/");
  const place = (slash === -1 ? zone : zone.slice(slash + 1)).replaceAll("_", " ").replaceAll("/", " / ");
  const offset = offsetOf(zone, at);
  return { value: zone, label: offset && offset !== place ? `${place} (${offset})` : place };
}

/**
 * Every zone the browser knows, grouped by region, with today's offset ("London (GMT+1)"). UTC comes first;
 * `current` is added when the browser's list leaves it out (e.g. an alias saved by another browser).
 */
export function timeZoneGroups(current?: string): TimeZoneGroup[] {
  if (!zoneCache) {
    let zones: string[] = [];
    try {
      zones = Intl.supportedValuesOf("timeZone");
    } catch {
      zones = [];
    }
    const now = new Date();
    const byRegion = new Map<string, TimeZoneOption[]>();
    // The browser's list keeps retired names (Asia/Calcutta, Europe/Kiev): each is listed under its current name.
    const current = [...new Set(zones.map(currentZoneName))].sort();
    for (const zone of current) {
      if (zone === "UTC") continue;
      const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
      byRegion.set(region, [...(byRegion.get(region) ?? []), option(zone, now)]);
    }
    zoneCache = [
      { region: "", zones: [option("UTC", now)] },
      ...[...byRegion].map(([region, list]) => ({ region, zones: list })),
    ];
  }
  const chosen = current ? currentZoneName(current) : current;
  if (chosen && !zoneCache.some((g) => g.zones.some((z) => z.value === chosen))) {
    return [{ region: "", zones: [{ ...option(chosen, new Date()), label: chosen }] }, ...zoneCache];
  }
  return zoneCache;
}
