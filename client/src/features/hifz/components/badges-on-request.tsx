import { Award, ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useBadges } from "../api/get-hifz";
import { BadgeList } from "./badge-list";

/**
 * A child's badges, read when asked for, where a teacher sees the child (their lesson): which certificates await a
 * second confirmation, and 'Confirm' on those the teacher did not earn the child themselves (issue 31).
 */
export function BadgesOnRequest({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const badges = useBadges(open ? studentId : null);
  return (
    <section className="space-y-3" aria-label={t("{{name}}'s badges", { name })}>
      <Button
        variant="ghost"
        size="sm"
        className="-ms-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Award aria-hidden="true" />
        {t("{{name}}'s badges", { name })}
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
      </Button>
      <div id={panelId} hidden={!open}>
        {!open ? null : badges.data ? (
          <BadgeList studentId={studentId} badges={badges.data} />
        ) : badges.isError ? (
          <p className="text-sm text-destructive">{t("The badges could not be loaded.")}</p>
        ) : (
          <Skeleton className="h-8 w-64" aria-label={t("Loading the badges")} />
        )}
      </div>
    </section>
  );
}
