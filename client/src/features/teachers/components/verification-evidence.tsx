import { CircleCheck, CircleMinus, IdCard, ShieldCheck, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TeacherPublicProfile } from "@shared/reviews";
import { cn } from "@/lib/utils";

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
 * was checked, with a tick or a dash beside it (never colour alone).
 */
export function VerificationEvidence({ checks }: { checks: Checks }) {
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
    </ul>
  );
}
