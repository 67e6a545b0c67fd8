import { BookOpen, GraduationCap, ShieldCheck, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VERIFICATION_STATUS_LABELS } from "@shared/constants";
import type { TeacherPublicProfile } from "@shared/reviews";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Price } from "@/features/currency";
import { Sentence } from "@/lib/bdi";
import { VerifiedBadge } from "./profile-status";
import { MatchingFacts } from "./matching-facts";
import { ClassOffer, initials, TeacherRating, teacherName } from "./teacher-card";
import { VerificationEvidence } from "./verification-evidence";

function Fact({ icon: Icon, label, children }: { icon: typeof Wallet; label: string; children: ReactNode }) {
  return (
    // A <dl>'s group holds its <dt> and <dd> directly (axe's dlitem): the icon takes the first column of both rows.
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5">
      <Icon className="row-span-2 mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Name, 'Verified', rating and the facts a family compares: experience, rate, then gender, languages, riwayat. */
export function ProfileHeader({ teacher }: { teacher: TeacherPublicProfile }) {
  const { t } = useTranslation();
  const approved = teacher.verificationStatus === "approved";
  return (
    <Card interactive={false} className="overflow-hidden">
      <div className="bg-star-pattern h-2 bg-accent-soft" aria-hidden="true" />
      <CardContent className="grid gap-6 p-5 sm:p-8">
        <div className="flex items-start gap-4">
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-xl font-semibold text-primary sm:size-20 sm:text-2xl"
            aria-hidden="true"
          >
            {initials(teacher)}
          </span>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="min-w-0 max-w-full font-display text-3xl [overflow-wrap:anywhere] font-semibold text-foreground sm:text-4xl">
                {teacherName(teacher)}
              </h1>
              {/* Only the teacher and admins see a profile that is not approved: its state says so in words. */}
              {approved ? (
                <VerifiedBadge />
              ) : (
                <Badge variant="warning">{t(VERIFICATION_STATUS_LABELS[teacher.verificationStatus])}</Badge>
              )}
            </div>
            <TeacherRating teacher={teacher} />
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={GraduationCap} label={t("Experience")}>
            {teacher.experience === 1
              ? t("1 year of teaching")
              : t("{{count}} years of teaching", { count: teacher.experience })}
          </Fact>
          <Fact icon={Wallet} label={t("Hourly rate")}>
            {teacher.hourlyRate ? (
              <Price
                amount={teacher.hourlyRate}
                currency={teacher.currency}
                unit={t("/hour")}
                className="font-semibold"
              />
            ) : (
              t("Not given")
            )}
          </Fact>
        </dl>
        <MatchingFacts teacher={teacher} className="border-t pt-5 sm:grid-cols-2 sm:gap-x-6" />
      </CardContent>
    </Card>
  );
}

/** Bio, qualifications and specializations. */
export function ProfileAbout({ teacher }: { teacher: TeacherPublicProfile }) {
  const { t } = useTranslation();
  return (
    <Card interactive={false} aria-labelledby="about-heading">
      <CardHeader>
        <CardTitle as="h2" id="about-heading" className="font-display text-xl">
          {teacher.firstName ? (
            <Sentence i18nKey="About {{name}}" values={{ name: teacher.firstName }} />
          ) : (
            t("About the teacher")
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {/* The teacher's own words, in their own direction inside either page (issue 32). */}
        <p dir="auto" className="whitespace-pre-line break-words text-sm leading-relaxed text-foreground">
          {teacher.bio || t("No bio yet.")}
        </p>
        {teacher.qualifications ? (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t("Qualifications")}
            </h3>
            <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm text-foreground">
              {teacher.qualifications}
            </p>
          </div>
        ) : null}
        {teacher.specializations.length > 0 ? (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t("Specializations")}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("Specializations")}>
              {teacher.specializations.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{t(s)}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The three verification results as evidence. */
export function ProfileVerification({ teacher }: { teacher: TeacherPublicProfile }) {
  const { t } = useTranslation();
  return (
    <Card interactive={false} aria-labelledby="verification-heading">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="verification-heading" className="flex items-center gap-2 font-display text-xl">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t("Verification")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {/* The server sends the whole ijazah only once an admin verified it (api.md). */}
        <VerificationEvidence checks={teacher} ijazah={teacher.ijazah} />
      </CardContent>
    </Card>
  );
}

/** Every active class, each with 'Book Class' (not on the teacher's own profile). */
export function ProfileClasses({ teacher, bookable }: { teacher: TeacherPublicProfile; bookable: boolean }) {
  const { t } = useTranslation();
  const active = teacher.classes.filter((c) => c.isActive !== false);
  return (
    <section aria-labelledby="classes-heading" className="space-y-3">
      <h2 id="classes-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-foreground">
        <BookOpen className="size-5 text-primary" aria-hidden="true" />
        {t("Classes")}
      </h2>
      {active.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={BookOpen}
          title={t("No classes open for booking yet")}
          description={t("Check back soon: new classes appear here.")}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {active.map((klass) => (
            <ClassOffer key={klass.id} klass={klass} bookable={bookable} headingLevel="h3" />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-6">
      <p role="status" className="sr-only">
        {t("Loading teacher...")}
      </p>
      <div className="flex items-center gap-4 rounded-xl border bg-card p-6 shadow-soft">
        <Skeleton className="size-16 rounded-full sm:size-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-2/3 max-w-sm" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}
