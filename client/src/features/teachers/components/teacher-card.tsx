import { ArrowRight, BookOpen, Clock, GraduationCap, Sparkles, Star, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ClassItem } from "@shared/classes";
import { LIMITS } from "@shared/constants";
import { lessonLinks } from "@shared/links";
import type { TeacherListItem } from "@shared/teachers";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Price } from "@/features/currency";
import { i18n } from "@/lib/i18n";
import { ClassOffer } from "./class-offer";
import { MatchingFacts, wordList } from "./matching-facts";
import { VerifiedBadge } from "./profile-status";

// The class offer was first written here; the tests and the profile page still take it from the card.
export { ClassOffer };

export const teacherName = (t: Pick<TeacherListItem, "firstName" | "lastName">) =>
  `${t.firstName} ${t.lastName}`.trim() || i18n.t("Teacher");

/** A teacher's languages, each in the reader's words, as a list ("Arabic, English"; in Arabic "العربية والإنجليزية"). */
export const languageList = (languages: readonly string[]): string => wordList(languages);

export function initials(t: Pick<TeacherListItem, "firstName" | "lastName">): string {
  const letters = [t.firstName, t.lastName].map((part) => part.trim().charAt(0)).join("");
  return letters.toUpperCase() || "T";
}

/** '4.7 (12 reviews)' once families have reviewed the teacher, 'New teacher' before that: never a made-up figure. */
export function ratingText(t: Pick<TeacherListItem, "rating" | "reviewCount">): string | null {
  if (t.reviewCount > 0 && t.rating !== null) {
    const rating = t.rating.toFixed(1);
    return t.reviewCount === 1
      ? i18n.t("{{rating}} (1 review)", { rating })
      : i18n.t("{{rating}} ({{count}} reviews)", { rating, count: t.reviewCount });
  }
  return null;
}

/** The rating from families' reviews (rating and reviewCount of the API), or 'New teacher · No reviews yet'. */
export function TeacherRating({ teacher }: { teacher: Pick<TeacherListItem, "rating" | "reviewCount"> }) {
  const { t } = useTranslation();
  const text = ratingText(teacher);
  if (!text) {
    return (
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
        <Sparkles className="size-4 text-accent-ink" aria-hidden="true" />
        <span>{t("New teacher")}</span>
        <span aria-hidden="true">·</span>
        <span>{t("No reviews yet")}</span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-foreground">
      <Star className="size-4 fill-accent text-accent-ink" aria-hidden="true" />
      <span className="sr-only">{t("Rating: ")}</span>
      <span className="font-medium">{text}</span>
    </p>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {children}
    </li>
  );
}

function Specializations({ list }: { list: string[] }) {
  const { t } = useTranslation();
  const shown = list.slice(0, LIMITS.teacherCardSpecializations);
  const more = list.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("Specializations")}>
      {shown.map((s) => (
        <li key={s}>
          <Badge variant="secondary">{t(s)}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">{t("+{{count}} more", { count: more })}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** Up to 3 active classes; the browse item carries at most 3 and, in `count`, the number of all the active ones. */
function Classes({ classes, count }: { classes: ClassItem[]; count: number }) {
  const { t } = useTranslation();
  const active = classes.filter((c) => c.isActive !== false);
  const shown = active.slice(0, LIMITS.teacherCardClasses);
  const more = Math.max(count, active.length) - shown.length;
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <BookOpen className="size-3.5" aria-hidden="true" />
        {t("Classes")}
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("No classes open for booking yet.")}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((klass) => (
            <ClassOffer key={klass.id} klass={klass} />
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="text-sm font-medium text-primary">{t("+{{count}} more classes available", { count: more })}</p>
      ) : null}
    </div>
  );
}

/**
 * The card's one price (issue 32): from the lowest active class price, as families book classes; the hourly rate only
 * for a teacher with no class yet. Both are USD, shown in the viewer's currency too (decision 064).
 */
function CardPrice({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  if (teacher.lowestClassPrice) {
    return (
      <Fact icon={Wallet}>
        <span>
          <Trans
            i18nKey="From <price></price>"
            components={{ price: <Price amount={teacher.lowestClassPrice} className="font-semibold" /> }}
          />
        </span>
      </Fact>
    );
  }
  if (!teacher.hourlyRate) return null;
  return (
    <Fact icon={Wallet}>
      <Price amount={teacher.hourlyRate} currency={teacher.currency} unit={t("/hour")} className="font-semibold" />
    </Fact>
  );
}

/** An approved teacher as a family sees them when choosing: evidence of vetting, experience, rate and bookable classes. */
export function TeacherCard({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  const name = teacherName(teacher);
  const headingId = `teacher-${teacher.id}-name`;
  return (
    <Card className="h-full overflow-hidden" aria-labelledby={headingId} role="article">
      <div className="bg-star-pattern h-1.5 bg-accent-soft" aria-hidden="true" />
      <CardHeader className="flex-row items-start gap-4 space-y-0 pb-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-lg font-semibold text-primary"
          aria-hidden="true"
        >
          {initials(teacher)}
        </span>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-snug text-foreground">
              <Link
                href={lessonLinks.teacherProfile(teacher.userId)}
                className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
              </Link>
            </h2>
            <VerifiedBadge />
          </div>
          <TeacherRating teacher={teacher} />
          <Link
            href={lessonLinks.teacherProfile(teacher.userId)}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Trans
              i18nKey="View profile <sr>of {{name}}</sr>"
              values={{ name }}
              components={{ sr: <span className="sr-only" /> }}
            />
            <ArrowRight className="size-3.5 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-foreground">
          <Fact icon={GraduationCap}>
            {teacher.experience === 1
              ? t("1 year experience")
              : t("{{count}} years experience", { count: teacher.experience })}
          </Fact>
          <CardPrice teacher={teacher} />
        </ul>
        {teacher.bio ? (
          <p dir="auto" className="line-clamp-3 break-words text-sm text-muted-foreground">
            {teacher.bio}
          </p>
        ) : null}
        <Specializations list={teacher.specializations} />
        <MatchingFacts teacher={teacher} />
        <div className="mt-auto border-t pt-4">
          <Classes classes={teacher.classes} count={teacher.classCount} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The shape of a card while the first page loads. */
export function TeacherCardSkeleton() {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-6 shadow-soft" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-14 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
      <Skeleton className="h-24 w-full rounded-lg" />
    </div>
  );
}
