import type { ReactNode } from "react";
import type { TeacherListItem } from "@shared/teachers";
import { formatMoney } from "@/lib/format";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-muted-foreground">{children || "Not provided"}</dd>
    </div>
  );
}

/** The review's Profile tab: what the applicant wrote about themselves. */
export function ReviewProfile({ teacher }: { teacher: TeacherListItem }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Bio">{teacher.bio}</Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Qualifications">{teacher.qualifications}</Field>
      </div>
      <Field label="Experience">
        {teacher.experience} {teacher.experience === 1 ? "year" : "years"}
      </Field>
      <Field label="Hourly rate">{teacher.hourlyRate ? `${formatMoney(teacher.hourlyRate, teacher.currency)} per hour` : ""}</Field>
      <Field label="Phone">{teacher.phoneNumber ?? ""}</Field>
      <Field label="Email">{teacher.email ?? ""}</Field>
      <Field label="Languages">{teacher.languages.join(", ")}</Field>
      <Field label="Time zone">{teacher.timeZone}</Field>
      <div className="sm:col-span-2">
        <Field label="Specializations">{teacher.specializations.join(", ")}</Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Availability">{teacher.availableHours}</Field>
      </div>
    </dl>
  );
}
