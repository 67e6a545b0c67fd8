import { CircleCheck, Clock, IdCard, ShieldCheck, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TeacherProfile } from "@shared/teachers";
import { cn } from "@/lib/utils";

type Flags = Pick<TeacherProfile, "idVerified" | "policeCheckVerified" | "interviewCompleted">;

const CHECKS = [
  { key: "idVerified", icon: IdCard, done: "ID verified", todo: "ID check pending" },
  {
    key: "policeCheckVerified",
    icon: ShieldCheck,
    done: "Police clearance verified",
    todo: "Police clearance pending",
  },
  { key: "interviewCompleted", icon: Video, done: "Interview completed", todo: "Interview pending" },
] as const satisfies readonly { key: keyof Flags; icon: typeof IdCard; done: string; todo: string }[];

/**
 * The three vetting checks as evidence: each says in words whether it is done, with a tick or a clock as a second
 * signal (never colour alone).
 */
export function VerificationBadges({ flags, className }: { flags: Flags; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={t("Verification checks")}>
      {CHECKS.map(({ key, icon: Icon, done, todo }) => {
        const ok = flags[key];
        return (
          <li
            key={key}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border py-1 pe-3 ps-1.5 text-xs font-semibold",
              ok ? "border-success/30 bg-success-soft text-success" : "border-input/50 bg-card text-muted-foreground",
            )}
          >
            <span
              className={cn(
                "flex size-5 items-center justify-center rounded-full",
                ok ? "bg-success text-success-foreground" : "bg-muted text-muted-foreground",
              )}
              aria-hidden="true"
            >
              <Icon className="size-3" />
            </span>
            {t(ok ? done : todo)}
            {ok ? (
              <CircleCheck className="size-3.5" aria-hidden="true" />
            ) : (
              <Clock className="size-3.5" aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
