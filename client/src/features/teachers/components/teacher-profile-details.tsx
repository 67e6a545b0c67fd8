import { Download, FileText, PencilLine, Upload } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from "@shared/constants";
import { DOCUMENT_LABELS } from "@shared/documents";
import { GENDER_LABELS, RIWAYAH_LABELS } from "@shared/matching";
import type { TeacherProfile } from "@shared/teachers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Price } from "@/features/currency";
import { formatDate } from "@/lib/format";
import { documentFileUrl } from "../api/upload-document";
import { IjazahDetails } from "./ijazah-details";
import { editProfileHref } from "./profile-status";
import { VerificationBadges } from "./verification-badges";

const STATUS_VARIANTS: Record<VerificationStatus, "success" | "warning" | "destructive"> = {
  approved: "success",
  pending: "warning",
  rejected: "destructive",
};

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

function NotGiven() {
  const { t } = useTranslation();
  return <span className="text-muted-foreground">{t("Not given")}</span>;
}

const notGiven = <NotGiven />;

/** Specializations (subjects) or languages: values of the shared lists, each in the reader's words. */
function Chips({ items, variant }: { items: string[]; variant: "secondary" | "outline" }) {
  const { t } = useTranslation();
  if (items.length === 0) return notGiven;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{t(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Documents({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation();
  if (profile.documents.length === 0) {
    return (
      <div className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          {/* Approved profiles were checked already: the approval no longer waits on anything. */}
          {profile.verificationStatus === "approved"
            ? t("No documents uploaded. Your profile is approved; documents you add are seen by Halaqa's admins only.")
            : t("No documents uploaded yet. Your ID and police clearance are needed for approval.")}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href={editProfileHref(profile.id)}>
            <Upload aria-hidden="true" />
            {t("Upload Documents")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y">
      {profile.documents.map((doc) => (
        <li key={doc.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <FileText className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-foreground" title={doc.fileName}>
              {doc.fileName}
            </p>
            <p className="text-xs text-muted-foreground">
              <Trans
                i18nKey="{{document}} · Uploaded <time>{{date}}</time>"
                values={{ document: t(DOCUMENT_LABELS[doc.documentType]), date: formatDate(doc.uploadedAt) }}
                components={{ time: <time dateTime={doc.uploadedAt} /> }}
              />
            </p>
          </div>
          <Button asChild variant="ghost" size="icon" className="size-9">
            <a href={documentFileUrl(doc.id)} download={doc.fileName}>
              <Download aria-hidden="true" />
              <span className="sr-only">{t("Download {{name}}", { name: doc.fileName })}</span>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The stated ijazah and whether our team has verified it (families see it only then). */
function OwnIjazah({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation();
  if (!profile.ijazah) return notGiven;
  return (
    <div className="grid gap-3 whitespace-normal">
      {profile.ijazahVerified ? (
        <Badge variant="success" className="justify-self-start">
          {t("Ijazah verified")}
        </Badge>
      ) : (
        <p className="text-muted-foreground">
          <Badge variant="warning" className="me-2">
            {t("Not verified yet")}
          </Badge>
          {t("Families see it once our team has checked it with its scan.")}
        </p>
      )}
      <IjazahDetails ijazah={profile.ijazah} />
    </div>
  );
}

interface TeacherProfileDetailsProps {
  profile: TeacherProfile;
  /** Opens the dashboard's Hours tab, where the hours summarised here are edited. */
  onEditHours?: () => void;
}

/** The Profile tab: what families and reviewers see, the documents on file and the vetting checks. */
export function TeacherProfileDetails({ profile, onEditHours }: TeacherProfileDetailsProps) {
  const { t } = useTranslation();
  const status = {
    label: t(VERIFICATION_STATUS_LABELS[profile.verificationStatus]),
    variant: STATUS_VARIANTS[profile.verificationStatus],
  };
  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="profile-heading" className="font-display text-xl font-semibold text-foreground">
            {t("My Profile")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("What families see when they choose a teacher.")}</p>
        </div>
        <Button asChild variant="outline">
          <Link href={editProfileHref(profile.id)}>
            <PencilLine aria-hidden="true" />
            {t("Edit Profile")}
          </Link>
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card interactive={false} className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h3">{t("About you")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
              <Field label={t("Bio")} wide>
                {profile.bio ? (
                  <span dir="auto" className="block">
                    {profile.bio}
                  </span>
                ) : (
                  notGiven
                )}
              </Field>
              <Field label={t("Qualifications")} wide>
                {profile.qualifications ? (
                  <span dir="auto" className="block">
                    {profile.qualifications}
                  </span>
                ) : (
                  notGiven
                )}
              </Field>
              <Field label={t("Experience")}>
                {profile.experience === 1 ? t("1 year") : t("{{count}} years", { count: profile.experience })}
              </Field>
              <Field label={t("Hourly rate")}>
                {profile.hourlyRate ? <Price amount={profile.hourlyRate} unit={` ${t("per hour")}`} /> : notGiven}
              </Field>
              <Field label={t("Phone")}>
                {profile.phoneNumber ? <span dir="ltr">{profile.phoneNumber}</span> : notGiven}
              </Field>
              <Field label={t("Time zone")}>{profile.timeZone.replaceAll("_", " ")}</Field>
              <Field label={t("Specializations")} wide>
                <Chips items={profile.specializations} variant="secondary" />
              </Field>
              <Field label={t("Languages")} wide>
                <Chips items={profile.languages} variant="outline" />
              </Field>
              <Field label={t("Gender")}>{profile.gender ? t(GENDER_LABELS[profile.gender]) : notGiven}</Field>
              <Field label={t("Riwayat you teach")}>
                <Chips items={(profile.riwayat ?? []).map((r) => RIWAYAH_LABELS[r])} variant="outline" />
              </Field>
              <Field label={t("Ijazah")} wide>
                <OwnIjazah profile={profile} />
              </Field>
              <Field label={t("Teaching hours")} wide>
                {/* A summary the server makes from the weekly hours (issue 17); they are edited on the Hours tab. */}
                <span className="tabular-nums">{profile.availableHours || notGiven}</span>
                {/* A space of its own: the link's margin alone left "20:00Edit hours" in the text read and copied. */}
                {onEditHours ? " " : null}
                {onEditHours ? (
                  <Button variant="link" className="ms-2" onClick={onEditHours}>
                    {t("Edit hours")}
                  </Button>
                ) : null}
              </Field>
            </dl>
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
          <Card interactive={false}>
            <CardHeader className="pb-4">
              <div className="flex items-center justify-between gap-2">
                <CardTitle as="h3">{t("Verification")}</CardTitle>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <CardDescription>{t("Checked by our team before families can book you.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <VerificationBadges flags={profile} className="flex-col items-start" />
            </CardContent>
          </Card>
          <Card interactive={false}>
            <CardHeader className="pb-4">
              <CardTitle as="h3">{t("Documents")}</CardTitle>
              <CardDescription>{t("Only you and our review team can open these.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Documents profile={profile} />
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
