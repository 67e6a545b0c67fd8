// One class as families see it on a card and on the teacher's page: level, size, price, length, its trial lesson
// (issue 36) and the links that book it.
import { Clock, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ClassItem } from "@shared/classes";
import { LEVEL_LABELS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Price } from "@/features/currency";
import { TrialOffer } from "./matching-facts";

/** One class with its price and the 'Book Class' link (hidden on the teacher's own profile). */
export function ClassOffer({
  klass,
  bookable = true,
  headingLevel: Heading = "h4",
}: {
  klass: ClassItem;
  bookable?: boolean;
  headingLevel?: "h3" | "h4";
}) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border bg-background/70 p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <Heading dir="auto" className="min-w-0 break-words text-sm font-semibold text-foreground">
          {klass.title}
        </Heading>
        <Badge variant="gold">{t(LEVEL_LABELS[klass.level] ?? klass.level)}</Badge>
      </div>
      <p dir="auto" className="mt-1 line-clamp-2 break-words text-sm text-muted-foreground">
        {klass.description}
      </p>
      {klass.maxStudents > 1 ? (
        <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <Users className="size-3.5 shrink-0" aria-hidden="true" />
          {t("Group class: up to {{max}} students", { max: klass.maxStudents })}
        </p>
      ) : null}
      <TrialOffer klass={klass} className="mt-2" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-3 text-sm">
          {/* Classes are priced and paid in USD (spec §9). */}
          <Price amount={klass.price} className="font-semibold text-foreground" />
          <span className="flex items-center gap-1 text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("{{count}} min", { count: klass.duration })}
          </span>
        </p>
        {bookable ? (
          <div className="flex flex-wrap gap-2">
            {/* Issue 33: the same times every week, paid every four weeks. */}
            <Button asChild size="sm" variant="outline">
              <Link href={`/class/${klass.id}/weekly`}>
                {t("Book weekly")} <span className="sr-only">{klass.title}</span>
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link href={`/class/${klass.id}/book`}>
                {t("Book Class")} <span className="sr-only">{klass.title}</span>
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
