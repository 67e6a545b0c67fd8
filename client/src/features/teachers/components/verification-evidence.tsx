import { Award, ChevronDown, CircleCheck, CircleMinus, IdCard, ShieldCheck, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Ijazah } from "@shared/matching";
import type { TeacherPublicProfile } from "@shared/reviews";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ijazahText } from "./matching-facts";

type Checks = Pick<TeacherPublicProfile, "idVerified" | "policeCheckVerified" | "interviewCompleted">;

const EVIDENCE = [
  {
    key: "idVerified",
    icon: IdCard,
    done: "ID verified",
    todo: "ID not verified",
    detail: "Identity document checked by our team",
  },
  {
    key: "policeCheckVerified",
    icon: ShieldCheck,
    done: "Police clearance",
    todo: "Police clearance not verified",
    detail: "Criminal record certificate checked",
  },
  {
    key: "interviewCompleted",
    icon: Video,
    done: "Interview passed",
    todo: "Interview not passed yet",
    detail: "Interviewed by our team before teaching",
  },
] as const satisfies readonly { key: keyof Checks; icon: typeof IdCard; done: string; todo: string; detail: string }[];

/**
 * The three vetting results a family looks for before trusting a teacher, as evidence: each says in words whether it
 * was checked, with a tick or a dash beside it (never colour alone). A verified ijazah follows them (issue 36).
 */
export function VerificationEvidence({ checks, ijazah }: { checks: Checks; ijazah?: Ijazah | null }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2" aria-label={t("Verification results")}>
      {EVIDENCE.map(({ key, icon: Icon, done, todo, detail }) => {
        const ok = checks[key];
        return (
          <li
            key={key}
            className={cn(
              "flex items-start gap-3 rounded-lg border p-3",
              ok ? "border-success/25 bg-success-soft/60" : "border-input/60 bg-muted/40",
            )}
          >
            <span
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full",
                ok ? "bg-success text-success-foreground" : "bg-muted text-muted-foreground",
              )}
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  "flex items-center gap-1.5 text-sm font-semibold",
                  ok ? "text-success" : "text-muted-foreground",
                )}
              >
                {t(ok ? done : todo)}
                {ok ? (
                  <CircleCheck className="size-4" aria-hidden="true" />
                ) : (
                  <CircleMinus className="size-4" aria-hidden="true" />
                )}
              </p>
              {ok ? <p className="text-xs text-muted-foreground">{t(detail)}</p> : null}
            </div>
          </li>
        );
      })}
      {ijazah ? <IjazahEvidence ijazah={ijazah} /> : null}
    </ul>
  );
}

/** The verified ijazah: who granted it and when, its chain (sanad) folded away since it can run long. */
function IjazahEvidence({ ijazah }: { ijazah: Ijazah }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 rounded-lg border border-success/25 bg-success-soft/60 p-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground"
        aria-hidden="true"
      >
        <Award className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex items-start gap-1.5 text-sm font-semibold text-success">
          {ijazahText(ijazah)}
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        </p>
        <dl className="grid gap-0.5 text-xs">
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{t("Issued by")}:</dt>
            <dd dir="auto" className="min-w-0 break-words text-foreground">
              {ijazah.issuer}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{t("Date issued")}:</dt>
            {/* A calendar date: read at local midnight, so no time zone moves it to the day before. */}
            <dd className="text-foreground">{formatDate(new Date(`${ijazah.issuedOn}T00:00:00`))}</dd>
          </div>
        </dl>
        {ijazah.chain ? (
          <details className="group text-xs">
            <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <ChevronDown
                className="size-3.5 shrink-0 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
              {t("Chain (sanad)")}
            </summary>
            <p dir="auto" className="mt-1.5 whitespace-pre-line break-words text-foreground">
              {ijazah.chain}
            </p>
          </details>
        ) : null}
      </div>
    </li>
  );
}
