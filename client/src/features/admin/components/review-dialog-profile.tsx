import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RIWAYAH_LABELS } from "@shared/matching";
import type { TeacherListItem } from "@shared/teachers";
import { Price } from "@/features/currency";

/** A dt/dd pair in its own div (a dl may hold divs of pairs, not divs within divs); `wide` spans both columns. */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm font-medium text-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-muted-foreground">{children || t("Not provided")}</dd>
    </div>
  );
}

/** The review's Profile tab: what the applicant wrote about themselves. */
export function ReviewProfile({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {/* The applicant's own words, in their own direction inside either page (issue 32). */}
      <Field label={t("Bio")} wide>
        {teacher.bio ? (
          <span dir="auto" className="block">
            {teacher.bio}
          </span>
        ) : null}
      </Field>
      <Field label={t("Qualifications")} wide>
        {teacher.qualifications ? (
          <span dir="auto" className="block">
            {teacher.qualifications}
          </span>
        ) : null}
      </Field>
      <Field label={t("Experience")}>
        {teacher.experience === 1 ? t("1 year") : t("{{count}} years", { count: teacher.experience })}
      </Field>
      <Field label={t("Hourly rate")}>
        {teacher.hourlyRate ? <Price amount={teacher.hourlyRate} unit={` ${t("per hour")}`} /> : ""}
      </Field>
      <Field label={t("Phone")}>{teacher.phoneNumber ?? ""}</Field>
      <Field label={t("Email")}>{teacher.email ?? ""}</Field>
      <Field label={t("Languages")}>{teacher.languages.map((l) => t(l)).join(t(", "))}</Field>
      <Field label={t("Time zone")}>{teacher.timeZone}</Field>
      <Field label={t("Riwayat you teach")} wide>
        {(teacher.riwayat ?? []).map((r) => t(RIWAYAH_LABELS[r])).join(t(", "))}
      </Field>
      <Field label={t("Specializations")} wide>
        {teacher.specializations.map((s) => t(s)).join(t(", "))}
      </Field>
      <Field label={t("Availability")} wide>
        {teacher.availableHours}
      </Field>
    </dl>
  );
}
