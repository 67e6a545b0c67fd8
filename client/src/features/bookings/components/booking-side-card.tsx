import { ArrowRight, BadgeCheck, Clock, GraduationCap, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ClassDetail } from "@shared/classes";
import { lessonLinks } from "@shared/links";
import { Badge } from "@/components/ui/badge";
import { initials, TeacherRating } from "@/features/teachers";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Price } from "@/features/currency";
import { trialOf, useTrialPrice } from "./trial-choice";

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The class being booked (spec §2 "Booking wizard" side card); its trial's length and price once chosen (issue 36). */
export function BookingSideCard({ klass, trial = false }: { klass: ClassDetail; trial?: boolean }) {
  const { t } = useTranslation();
  const priceText = useTrialPrice();
  const offer = trial ? trialOf(klass) : null;
  const { teacher } = klass;
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  return (
    <Card interactive={false} aria-labelledby="booking-class-title" className="overflow-hidden">
      <div
        className="h-1.5 bg-gradient-to-r from-primary via-primary to-accent rtl:bg-gradient-to-l"
        aria-hidden="true"
      />
      <CardHeader className="gap-3 pb-4">
        <CardTitle as="h2" id="booking-class-title" dir="auto" className="font-display text-xl">
          {klass.title}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t(klass.subject)}</Badge>
          <Badge variant="outline">{t(capitalise(klass.level))}</Badge>
          {offer ? <Badge>{t("Trial lesson")}</Badge> : null}
        </div>
        <p dir="auto" className="whitespace-pre-line text-sm text-muted-foreground">
          {klass.description}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-label={t("Teacher")} className="flex items-start gap-3 rounded-xl border bg-muted/30 p-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
          >
            {initials(teacher)}
          </span>
          <div className="min-w-0 grid gap-1">
            <p className="font-semibold text-foreground">
              <Link
                href={lessonLinks.teacherProfile(teacher.id)}
                className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
              </Link>
            </p>
            <p className="inline-flex items-center gap-1 text-sm text-success">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t("Qualified Teacher")}
            </p>
            <TeacherRating teacher={teacher} />
            {teacher.experience > 0 ? (
              <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <GraduationCap className="size-4" aria-hidden="true" />
                {teacher.experience === 1
                  ? t("1 year of experience")
                  : t("{{count}} years of experience", { count: teacher.experience })}
              </p>
            ) : null}
            {/* The teacher's reviews and vetting results, before the parent pays. */}
            <Link
              href={lessonLinks.teacherProfile(teacher.id)}
              className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t("View profile")} <span className="sr-only">{t("of {{name}}", { name })}</span>
              <ArrowRight className="size-3.5 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </div>
        </section>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border p-3">
            <dt className="text-muted-foreground">{t("Duration")}</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 font-semibold text-foreground">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              {t("{{count}} minutes", { count: offer ? offer.minutes : klass.duration })}
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-muted-foreground">{t("Price")}</dt>
            <dd className="mt-1 font-semibold tabular-nums text-foreground">
              {offer ? (
                priceText(offer.price)
              ) : (
                <Price
                  amount={klass.price}
                  suffix={<span className="font-normal text-muted-foreground">{` ${t("per class")}`}</span>}
                />
              )}
            </dd>
          </div>
          {klass.maxStudents > 1 ? (
            <div className="col-span-2 rounded-lg border p-3">
              <dt className="text-muted-foreground">{t("Group class")}</dt>
              <dd className="mt-1 inline-flex items-center gap-1.5 font-semibold text-foreground">
                <Users className="size-4 text-primary" aria-hidden="true" />
                {t("Up to {{max}} students per lesson; each time shows its seats left", { max: klass.maxStudents })}
              </dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
