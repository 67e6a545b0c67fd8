import {
  CalendarClock,
  CalendarDays,
  FileText,
  GraduationCap,
  PlusCircle,
  Search,
  UserPlus,
  Users,
  UserSearch,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBecomeTeacher } from "@/features/auth";
import { useTeacherProfile } from "@/features/teachers";

function StepLink({ href, icon: Icon, children }: { href: string; icon: typeof Users; children: string }) {
  return (
    <Button asChild variant="outline" className="h-auto justify-start py-3">
      <Link href={href}>
        <Icon aria-hidden="true" className="text-primary" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * A teacher's next step, by where their application stands: the spec's 'Complete Profile Setup' until there is a
 * profile; then what an applicant under review or an approved teacher can actually do.
 */
function TeacherSteps() {
  const { t } = useTranslation();
  const profile = useTeacherProfile();
  if (profile.isPending) return <Spinner label={t("Loading your next steps")} />;
  const status = profile.data?.verificationStatus;
  if (status === "approved") {
    return (
      <>
        <StepLink href="/teacher/dashboard?tab=classes" icon={PlusCircle}>
          {t("Create a Class")}
        </StepLink>
        <StepLink href="/teacher/dashboard?tab=bookings" icon={CalendarDays}>
          {t("See Your Bookings")}
        </StepLink>
      </>
    );
  }
  if (status === "pending") {
    return (
      <StepLink href="/teacher/dashboard?tab=profile" icon={FileText}>
        {t("Check Your Application")}
      </StepLink>
    );
  }
  if (status === "rejected") {
    return (
      <StepLink href="/teacher/onboarding" icon={GraduationCap}>
        {t("Improve Your Profile")}
      </StepLink>
    );
  }
  return (
    <StepLink href="/teacher/onboarding" icon={GraduationCap}>
      {t("Complete Profile Setup")}
    </StepLink>
  );
}

const TEACHER_INTRO = {
  none: "Set up your profile so families can find you once you are approved.",
  pending: "Your application is under review. An admin checks your documents and invites you to an interview.",
  approved: "You are approved: families can find you and book your active classes.",
  rejected: "Your application needs changes. Read the feedback, improve your profile and resubmit.",
} as const;

function TeacherIntro() {
  const { t } = useTranslation();
  const profile = useTeacherProfile();
  return <>{t(TEACHER_INTRO[profile.data?.verificationStatus ?? "none"])}</>;
}

/** 'Getting Started' by user type (spec §2), with 'Become a Teacher' for parents without the teacher role. */
export function GettingStarted({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const becomeTeacher = useBecomeTeacher();
  const canBecomeTeacher = user.userType === "parent" && !user.roles.includes("teacher");
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="font-display text-xl">
          {t("Getting Started")}
        </CardTitle>
        <CardDescription>
          {user.userType === "teacher" ? (
            <TeacherIntro />
          ) : user.userType === "parent" ? (
            t("Add your children, then find the right teacher for each of them.")
          ) : user.userType === "admin" ? (
            t("Vet the teachers who applied and keep their interviews on track.")
          ) : (
            t("Tell us how you would like to use Halaqa.")
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {user.userType === "teacher" ? (
          <TeacherSteps />
        ) : user.userType === "parent" ? (
          <>
            <StepLink href="/parent/dashboard" icon={UserPlus}>
              {t("Add Child Profile")}
            </StepLink>
            <StepLink href="/browse-teachers" icon={Search}>
              {t("Browse Teachers")}
            </StepLink>
          </>
        ) : user.userType === "admin" ? (
          // An admin cannot apply to teach or book for children: their first steps are the vetting.
          <>
            <StepLink href="/admin/dashboard?tab=pending" icon={UserSearch}>
              {t("Review Applications")}
            </StepLink>
            <StepLink href="/admin/dashboard?tab=interviews" icon={CalendarClock}>
              {t("Interviews")}
            </StepLink>
          </>
        ) : (
          <>
            <StepLink href="/teacher/onboarding" icon={GraduationCap}>
              {t("I'm a Teacher")}
            </StepLink>
            <StepLink href="/parent/dashboard" icon={Users}>
              {t("I'm a Parent")}
            </StepLink>
          </>
        )}
        {canBecomeTeacher ? (
          <div className="rounded-lg border border-dashed border-accent/60 bg-accent-soft/40 p-4 sm:col-span-2">
            <p className="text-sm text-foreground">
              {t("Do you teach Quran, Arabic or Islamic studies? Add the teacher role to your account and apply.")}
            </p>
            <Button className="mt-3" onClick={() => becomeTeacher.mutate()} disabled={becomeTeacher.isPending}>
              {becomeTeacher.isPending ? <Spinner /> : <GraduationCap aria-hidden="true" />}
              {becomeTeacher.isPending ? t("Adding Teacher Role...") : t("Become a Teacher")}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
