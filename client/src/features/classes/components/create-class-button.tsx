import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";

interface CreateClassButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  onCreate: () => void;
  /** Why a class cannot be created yet; the button is disabled and described by `reasonId` when set. */
  blockedReason: string | null;
  /** The id of the visible text that explains `blockedReason`. */
  reasonId?: string;
}

/** 'Create Class': only approved teachers may (api.md); otherwise disabled, pointing at the visible reason. */
export function CreateClassButton({ onCreate, blockedReason, reasonId, ...props }: CreateClassButtonProps) {
  const { t } = useTranslation();
  const blocked = blockedReason !== null;
  return (
    <Button onClick={onCreate} disabled={blocked} aria-describedby={blocked ? reasonId : undefined} {...props}>
      <Plus aria-hidden="true" />
      {t("Create Class")}
    </Button>
  );
}
