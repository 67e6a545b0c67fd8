import { BadgeCheck, GraduationCap, Hourglass, MessageSquareWarning, PencilLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { TeacherProfile } from "@shared/teachers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { RequiredDocuments } from "./required-documents";
import { VerificationBadges } from "./verification-badges";

export const editProfileHref = (profileId: number) => `/teacher/onboarding?edit=${profileId}`;

/** Why a teacher cannot create classes yet, in words shown next to the disabled button; null when they can. */
export function createClassBlockedReason(profile: Pick<TeacherProfile, "verificationStatus"> | null): string | null {
  if (!profile) return i18n.t("Complete your teacher profile and have it approved before you can create classes.");
  if (profile.verificationStatus === "approved") return null;
  if (profile.verificationStatus === "rejected") {
    return i18n.t(
      "Your profile must be approved before you can create classes. Update it using the reviewer's feedback and resubmit it.",
    );
  }
  return i18n.t(
    "Your profile must be approved before you can create classes. We'll let you know as soon as the review is complete.",
  );
}

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="success" className="text-sm">
      <BadgeCheck aria-hidden="true" />
      {t("Verified")}
    </Badge>
  );
}

/** No profile yet: the one next step is the onboarding wizard. */
export function CompleteProfileCard() {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className="overflow-hidden">
      <div className="bg-star-pattern h-2 bg-accent-soft" aria-hidden="true" />
      <CardContent className="flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <GraduationCap className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-display text-2xl font-semibold text-foreground">{t("Complete Your Teacher Profile")}</h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            {t(
              "Tell families about your teaching, set your rate and upload your ID and police clearance. Our team reviews every application and interviews you before you can offer classes.",
            )}
          </p>
        </div>
        <Button asChild size="lg">
          <Link href="/teacher/onboarding">{t("Complete Profile")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The review state of a profile that is not approved yet: what happens next, and what to do. */
export function ProfileStatusNotice({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation();
  if (profile.verificationStatus === "pending") {
    return (
      <section
        aria-labelledby="profile-status-heading"
        className="rounded-xl border border-accent/50 bg-accent-soft/60 p-5 sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-card sm:flex text-accent-ink shadow-soft">
            <Hourglass className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-3">
            <div>
              <h2 id="profile-status-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Profile Under Review")}
              </h2>
              <p className="mt-1 max-w-3xl text-sm text-foreground/80">
                {t(
                  "Thank you for applying. Our team checks your ID and your police clearance, then schedules a short interview with you. When all three checks are complete your profile is approved and you can create classes. We'll notify you at each step.",
                )}
              </p>
            </div>
            <VerificationBadges flags={profile} />
            <RequiredDocuments documents={profile.documents} />
          </div>
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link href={editProfileHref(profile.id)}>
              <PencilLine aria-hidden="true" />
              {t("Edit Profile")}
            </Link>
          </Button>
        </div>
      </section>
    );
  }
  if (profile.verificationStatus === "rejected") {
    return (
      <section
        aria-labelledby="profile-status-heading"
        className="rounded-xl border border-destructive/30 bg-destructive-soft/60 p-5 sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-card sm:flex text-destructive shadow-soft">
            <MessageSquareWarning className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-3">
            <div>
              <h2 id="profile-status-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Profile Needs Improvement")}
              </h2>
              <p className="mt-1 max-w-3xl text-sm text-foreground/80">
                {t(
                  "Our review team asked for some changes before your profile can be approved. Update your profile and resubmit it; it goes straight back to review.",
                )}
              </p>
            </div>
            <figure className="rounded-lg border-s-4 border-destructive/50 bg-card px-4 py-3 shadow-soft">
              <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t("Feedback from the review team")}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line break-words text-sm text-foreground">
                {profile.feedback?.trim() ||
                  t("No details were given. Check your profile and documents, then resubmit.")}
              </blockquote>
            </figure>
            <Button asChild>
              <Link href={editProfileHref(profile.id)}>
                <PencilLine aria-hidden="true" />
                {t("Update Profile")}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    );
  }
  return null;
}
