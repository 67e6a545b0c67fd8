import { Award, BadgeCheck, Download, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BadgeItem } from "@shared/hifz-badges";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useConfirmBadge } from "../api/confirm-badge";
import { certificateUrl } from "../api/get-hifz";
import { badgeText } from "../lib/names";

/**
 * A juz or khatm certificate's second confirmation (issue 31): awaited, said in words beside the badge; offered to a
 * reader who may give it (another teacher of the child, an admin).
 */
function Confirmation({ studentId, badge }: { studentId: number; badge: BadgeItem }) {
  const { t } = useTranslation();
  const confirm = useConfirmBadge();
  if (badge.confirmation !== "awaiting") return null;
  const title = badgeText(badge);
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-info-soft px-2 font-medium text-info">
        <Hourglass className="size-3" aria-hidden="true" />
        {t("Awaiting confirmation")}
      </span>
      {badge.canConfirm ? (
        <Button
          size="sm"
          variant="outline"
          className="h-6 px-2 text-xs"
          disabled={confirm.isPending}
          aria-label={t("Confirm the certificate: {{title}}", { title })}
          onClick={() =>
            confirm.mutate(
              { studentId, code: badge.code },
              {
                onSuccess: () =>
                  toast({
                    title: t("Certificate confirmed"),
                    description: t("{{title}}: its certificate now verifies.", { title }),
                  }),
                onError: (error) => toast({ title: t("Error"), description: errorText(error), variant: "destructive" }),
              },
            )
          }
        >
          {confirm.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" />}
          {t("Confirm")}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The child's badges with their dates; a certificate to download for the surah, juz and khatm ones; a juz or khatm
 * certificate awaiting its second confirmation says so.
 */
export function BadgeList({
  studentId,
  badges,
  compact = false,
}: {
  studentId: number;
  badges: BadgeItem[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (badges.length === 0)
    return compact ? null : (
      <p className="text-sm text-muted-foreground">
        {t("Badges appear here as lessons are attended and surahs memorised.")}
      </p>
    );
  return (
    <ul className={cn("flex flex-wrap gap-2", compact && "gap-1.5")} aria-label={t("Badges")}>
      {badges.map((b) => (
        <li
          key={b.code}
          className="flex flex-wrap items-center gap-2 rounded-full border border-accent/60 bg-accent/10 py-1 pe-2 ps-2.5 text-xs"
        >
          <Award className="size-3.5 text-accent-foreground" aria-hidden="true" />
          <span className="font-semibold text-foreground">{badgeText(b)}</span>
          <span className="text-muted-foreground">{formatDate(b.earnedAt)}</span>
          {compact ? null : <Confirmation studentId={studentId} badge={b} />}
          {b.certificateCode && !compact ? (
            <a
              href={certificateUrl(studentId, b.code)}
              download
              className="inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("Download the certificate: {{title}}", { title: badgeText(b) })}
            >
              <Download className="size-3.5" aria-hidden="true" />
              {t("Certificate")}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The badges on a child's card, each with the date it was earned (from the children's list: no request per card). */
export function ChildBadges({ studentId, badges }: { studentId: number; badges: BadgeItem[] | undefined }) {
  if (!badges?.length) return null;
  return <BadgeList studentId={studentId} badges={badges} compact />;
}
