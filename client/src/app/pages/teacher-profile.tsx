import { ArrowLeft, MessagesSquare, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { effectiveRole, type PublicUser } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PatternedPage } from "@/components/layout/patterned-page";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { useAuth } from "@/features/auth/api/get-user";
import { MessageTeacherButton } from "@/features/messages";
import { ReviewList } from "@/features/reviews/components/review-list";
import { usePublicProfile } from "@/features/teachers/api/get-public-profile";
import { ratingText, teacherName } from "@/features/teachers/components/teacher-card";
import {
  ProfileAbout,
  ProfileClasses,
  ProfileHeader,
  ProfileSkeleton,
  ProfileVerification,
} from "@/features/teachers/components/teacher-public-profile";
import { errorText } from "@/lib/api-client";
import { positiveId } from "@/lib/ids";

// Browse is the parents' page: only they are offered the way back to it.
function BackToTeachers({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  if (effectiveRole(user) !== "parent") return null;
  return (
    <Button asChild variant="link" className="w-fit px-0">
      <Link href="/browse-teachers">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t("Back to Teachers")}
      </Link>
    </Button>
  );
}

function TeacherNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <UserX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-foreground">{t("Teacher Not Found")}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        {t("This teacher's profile doesn't exist or is not open to families.")}
      </p>
      <Button asChild className="mt-6">
        <Link href="/">{t("Go to Home")}</Link>
      </Button>
    </div>
  );
}

function TeacherProfile({ userId, viewer }: { userId: number; viewer: PublicUser }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(userId);
  if (profile.isPending) {
    return (
      <>
        <BackToTeachers user={viewer} />
        <ProfileSkeleton />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        <BackToTeachers user={viewer} />
        <h1 className="font-display text-3xl font-semibold text-foreground">{t("Teacher profile")}</h1>
        <ErrorState
          message={t("This teacher's profile could not be loaded.")}
          detail={errorText(profile.error)}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      </>
    );
  }
  const teacher = profile.data;
  if (!teacher) return <TeacherNotFound />;
  const own = viewer.id === teacher.userId;
  const summary = ratingText(teacher);
  return (
    <>
      <BackToTeachers user={viewer} />
      <ProfileHeader teacher={teacher} />
      {/* A family asks before booking, on Halaqa (issue 35). */}
      {!own && effectiveRole(viewer) === "parent" ? (
        <MessageTeacherButton teacherUserId={teacher.userId} className="w-fit" />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First on a phone: the evidence of vetting is what a family looks for before anything else. */}
        <aside aria-label={t("Verification")} className="grid gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <ProfileVerification teacher={teacher} />
        </aside>
        <div className="grid min-w-0 gap-8 lg:col-start-1 lg:row-start-1">
          <ProfileAbout teacher={teacher} />
          <ProfileClasses teacher={teacher} bookable={!own} />
          <section aria-labelledby="reviews-heading" className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h2
                id="reviews-heading"
                className="flex items-center gap-2 font-display text-xl font-semibold text-foreground"
              >
                <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
                {t("Reviews")}
              </h2>
              {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
            </div>
            <ReviewList teacherUserId={teacher.userId} teacherName={teacherName(teacher)} canReply={own} />
          </section>
        </div>
      </div>
    </>
  );
}

/** /teachers/{id}: a teacher's public profile by their user id (issue 16), with their classes and reviews. */
export default function TeacherProfilePage() {
  const { user } = useAuth();
  const params = useParams<{ id: string }>();
  const userId = positiveId(params.id);
  if (!user) return <LoadingScreen />;
  return (
    <PatternedPage>
      {userId === null ? <TeacherNotFound /> : <TeacherProfile key={userId} userId={userId} viewer={user} />}
    </PatternedPage>
  );
}
