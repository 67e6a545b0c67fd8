import { BadgeCheck, Clock, GraduationCap, Star } from "lucide-react";
import type { ClassDetail } from "@shared/classes";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const initials = (first: string, last: string) => `${first.trim()[0] ?? ""}${last.trim()[0] ?? ""}`.toUpperCase() || "?";

/** The teacher's real rating (api.md adds rating and reviewCount); a teacher without reviews is new. */
function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (reviewCount > 0 && rating !== null) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-foreground">
        <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
        <span className="font-semibold">{rating.toFixed(1)} rating</span>
        <span className="text-muted-foreground">
          ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
        </span>
      </span>
    );
  }
  return (
    <Badge variant="gold" className="font-medium">
      New teacher
    </Badge>
  );
}

/** The class being booked (spec §2 "Booking wizard" side card). */
export function BookingSideCard({ klass }: { klass: ClassDetail }) {
  const { teacher } = klass;
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  return (
    <Card interactive={false} aria-labelledby="booking-class-title" className="overflow-hidden">
      <div className="h-1.5 bg-gradient-to-r from-primary via-primary to-accent" aria-hidden="true" />
      <CardHeader className="gap-3 pb-4">
        <CardTitle as="h2" id="booking-class-title" className="font-display text-xl">
          {klass.title}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{klass.subject}</Badge>
          <Badge variant="outline">{capitalise(klass.level)}</Badge>
        </div>
        <p className="whitespace-pre-line text-sm text-muted-foreground">{klass.description}</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-label="Teacher" className="flex items-start gap-3 rounded-xl border bg-muted/30 p-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
          >
            {initials(teacher.firstName, teacher.lastName)}
          </span>
          <div className="min-w-0 grid gap-1">
            <p className="font-semibold text-foreground">{name}</p>
            <p className="inline-flex items-center gap-1 text-sm text-success">
              <BadgeCheck className="size-4" aria-hidden="true" />
              Qualified Teacher
            </p>
            <Rating rating={teacher.rating} reviewCount={teacher.reviewCount} />
            {teacher.experience > 0 ? (
              <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <GraduationCap className="size-4" aria-hidden="true" />
                {teacher.experience} {teacher.experience === 1 ? "year" : "years"} of experience
              </p>
            ) : null}
          </div>
        </section>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border p-3">
            <dt className="text-muted-foreground">Duration</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 font-semibold text-foreground">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              {klass.duration} minutes
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="mt-1 font-semibold tabular-nums text-foreground">
              <span>{formatMoney(klass.price)}</span>
              <span className="font-normal text-muted-foreground"> per class</span>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
