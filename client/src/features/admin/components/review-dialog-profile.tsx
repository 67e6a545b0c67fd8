import type { ReactNode } from "react";
import type { TeacherListItem } from "@shared/teachers";
import { formatMoney } from "@/lib/format";

/** A dt/dd pair in its own div (a dl may hold divs of pairs, not divs within divs); `wide` spans both columns. */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm font-medium text-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-muted-foreground">{children || "Not provided"}</dd>
    </div>
  );
}

/** The review's Profile tab: what the applicant wrote about themselves. */
export function ReviewProfile({ teacher }: { teacher: TeacherListItem }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Field label="Bio" wide>
        {teacher.bio}
      </Field>
      <Field label="Qualifications" wide>
        {teacher.qualifications}
      </Field>
      <Field label="Experience">
        {teacher.experience} {teacher.experience === 1 ? "year" : "years"}
      </Field>
      <Field label="Hourly rate">{teacher.hourlyRate ? `${formatMoney(teacher.hourlyRate, teacher.currency)} per hour` : ""}</Field>
      <Field label="Phone">{teacher.phoneNumber ?? ""}</Field>
      <Field label="Email">{teacher.email ?? ""}</Field>
      <Field label="Languages">{teacher.languages.join(", ")}</Field>
      <Field label="Time zone">{teacher.timeZone}</Field>
      <Field label="Specializations" wide>
        {teacher.specializations.join(", ")}
      </Field>
      <Field label="Availability" wide>
        {teacher.availableHours}
      </Field>
    </dl>
  );
}
