import { ArrowRight, BookOpen, PencilLine, PlusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { editProfileHref } from "./profile-status";

const tile = cn(
  "group flex h-full w-full items-center gap-4 rounded-xl border bg-card p-5 text-start text-card-foreground shadow-soft",
  "transition-[box-shadow,transform,border-color] duration-200 ease-out hover:-translate-y-0.5 hover:border-primary/20 hover:shadow-lift",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "disabled:cursor-not-allowed disabled:bg-muted/50 disabled:shadow-none disabled:hover:translate-y-0 disabled:hover:border-border",
);

function TileBody({
  icon: Icon,
  title,
  description,
  muted = false,
}: {
  icon: typeof BookOpen;
  title: string;
  description: ReactNode;
  muted?: boolean;
}) {
  return (
    <>
      <span
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-xl",
          muted ? "bg-border/70 text-muted-foreground" : "bg-primary text-primary-foreground",
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-foreground">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      {muted ? null : (
        <ArrowRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-1 group-hover:text-primary rtl:rotate-180 rtl:group-hover:-translate-x-1"
          aria-hidden="true"
        />
      )}
    </>
  );
}

interface TeacherQuickActionsProps {
  profileId: number;
  /** Why creating a class is not possible yet; null when it is. */
  createBlockedReason: string | null;
  /** The class cap is what blocks it: the tile says so instead of pointing at the approval. */
  capReached?: boolean;
  onCreateClass: () => void;
  onManageClasses: () => void;
}

export function TeacherQuickActions({
  profileId,
  createBlockedReason,
  capReached = false,
  onCreateClass,
  onManageClasses,
}: TeacherQuickActionsProps) {
  const { t } = useTranslation();
  const blocked = createBlockedReason !== null;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li>
        <button type="button" className={tile} onClick={onCreateClass} disabled={blocked}>
          <TileBody
            icon={PlusCircle}
            title={t("Create New Class")}
            muted={blocked}
            description={
              !blocked
                ? t("Set up a new Islamic education class")
                : capReached
                  ? createBlockedReason
                  : t("Available once your profile is approved")
            }
          />
        </button>
      </li>
      <li>
        <button type="button" className={tile} onClick={onManageClasses}>
          <TileBody
            icon={BookOpen}
            title={t("Manage My Classes")}
            description={t("Edit, activate or deactivate your classes")}
          />
        </button>
      </li>
      <li>
        <Link href={editProfileHref(profileId)} className={tile}>
          <TileBody
            icon={PencilLine}
            title={t("Edit Profile")}
            description={t("Keep your bio, rate and availability up to date")}
          />
        </Link>
      </li>
    </ul>
  );
}
