import { FileQuestion, GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeacherProfile } from "@/features/teachers";
import { errorText } from "@/lib/api-client";
import { OnboardingWizard } from "./onboarding-wizard";

const STATUS_VARIANTS = { pending: "info", approved: "success", rejected: "warning" } as const satisfies Record<
  VerificationStatus,
  string
>;

function Shell({
  title,
  intro,
  badge,
  children,
}: {
  title: string;
  intro: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <div
        className="bg-star-pattern mask-fade-bottom pointer-events-none absolute inset-x-0 top-0 h-56 opacity-60"
        aria-hidden="true"
      />
      <div className="container relative max-w-3xl py-8 md:py-12">
        <header className="mb-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{title}</h1>
            {badge}
          </div>
          <p className="mt-2 text-muted-foreground">{intro}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className="overflow-hidden">
      <p role="status" className="sr-only">
        {t("Loading your profile...")}
      </p>
      <CardHeader className="border-b bg-muted/40 px-4 py-5 sm:px-6">
        <div className="flex justify-between px-6">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="size-8 rounded-full" />
          ))}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 px-4 pt-6 sm:px-6">
        <div className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-64 max-w-full" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className={i === 1 ? "h-32 w-full" : "h-10 w-full"} />
          </div>
        ))}
      </CardContent>
      <CardFooter className="justify-end border-t px-4 py-4 sm:px-6">
        <Skeleton className="h-10 w-24" />
      </CardFooter>
    </Card>
  );
}

/** A signed-in user without the teacher role (the server would refuse them anyway). */
export function TeacherRoleRequired() {
  const { t } = useTranslation();
  return (
    <Shell title={t("Teacher Profile Setup")} intro={t("Apply to teach Quran, Arabic and Islamic studies on Halaqa.")}>
      <Card interactive={false}>
        <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <GraduationCap className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h2 className="font-semibold text-foreground">{t("This page is for teachers")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(
                "Your account does not have the teacher role. To apply, use 'Become a Teacher' on your home page, then come back here to set up your profile.",
              )}
            </p>
          </div>
          <Button asChild variant="outline" className="sm:self-center">
            <Link href="/">{t("Back to Home")}</Link>
          </Button>
        </CardContent>
      </Card>
    </Shell>
  );
}

/**
 * /teacher/onboarding for a teacher: loads their profile (if any), then shows the wizard to apply, to fix a
 * rejected application, or (with ?edit={id}) to edit the profile.
 */
export function TeacherOnboarding({ user, editId }: { user: PublicUser; editId: string | null }) {
  const { t } = useTranslation();
  const query = useTeacherProfile();
  const editing = editId !== null;
  const profile = query.data ?? null;
  const status = profile
    ? {
        label: t(VERIFICATION_STATUS_LABELS[profile.verificationStatus]),
        variant: STATUS_VARIANTS[profile.verificationStatus],
      }
    : null;

  const title = editing
    ? t("Edit Teacher Profile")
    : !profile
      ? t("Teacher Profile Setup")
      : profile.verificationStatus === "rejected"
        ? t("Update Your Application")
        : t("Your Teacher Profile");
  const intro = editing
    ? t("Keep your profile up to date: families see your bio, subjects, languages and rate.")
    : !profile
      ? t("Tell families about your teaching, then upload your documents for verification. It takes about ten minutes.")
      : profile.verificationStatus === "rejected"
        ? t("Make the changes our team asked for, then submit your application again.")
        : profile.verificationStatus === "pending"
          ? t("Your application is under review. You can still update it here.")
          : t("Review your profile and save any changes.");
  const applyIntro = t("Apply to teach Quran, Arabic and Islamic studies on Halaqa.");

  if (query.isPending) {
    return (
      <Shell title={editing ? t("Edit Teacher Profile") : t("Teacher Profile Setup")} intro={applyIntro}>
        <WizardSkeleton />
      </Shell>
    );
  }

  if (query.isError) {
    return (
      <Shell title={title} intro={applyIntro}>
        <ErrorState
          message={t("Your teacher profile could not be loaded.")}
          detail={errorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Shell>
    );
  }

  if (editing && (!profile || String(profile.id) !== editId)) {
    return (
      <Shell title={t("Edit Teacher Profile")} intro={t("Keep your profile up to date.")}>
        <Card interactive={false}>
          <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning">
              <FileQuestion className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <h2 className="font-semibold text-foreground">
                {profile ? t("This is not your teacher profile") : t("You have no teacher profile yet")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {profile
                  ? t(
                      "The link points to a profile that does not belong to your account. You can only edit your own profile.",
                    )
                  : t("There is nothing to edit yet. Start your application to create your teacher profile.")}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {profile ? (
                  <Button asChild>
                    <Link href={`/teacher/onboarding?edit=${profile.id}`}>{t("Edit My Profile")}</Link>
                  </Button>
                ) : (
                  <Button asChild>
                    <Link href="/teacher/onboarding">{t("Start Application")}</Link>
                  </Button>
                )}
                <Button asChild variant="outline">
                  <Link href="/teacher/dashboard">{t("Go to Dashboard")}</Link>
                </Button>
              </div>
            </div>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  return (
    <Shell title={title} intro={intro} badge={status ? <Badge variant={status.variant}>{status.label}</Badge> : null}>
      {/* Not keyed by profile: a first submit fills the profile cache, and the wizard must stay mounted to finish. */}
      <OnboardingWizard userId={user.id} profile={profile} />
    </Shell>
  );
}
