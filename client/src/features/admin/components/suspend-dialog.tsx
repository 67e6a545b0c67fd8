import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUSPENSION_REASON_MAX, type AdminUserItem } from "@shared/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { useSuspendUser } from "../api/users";
import { GENERIC_ERROR } from "./generic-error";
import { fullName } from "./list-states";

/** Asks the reason (sent to the user) before suspending; tells how many of a teacher's lessons were cancelled. */
export function SuspendDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const { t } = useTranslation();
  const suspend = useSuspendUser();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const teacher = user.roles.includes("teacher");
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    suspend.mutate(
      { id: user.id, suspended: true, reason: reason.trim() },
      {
        onSuccess: (result) => {
          // Two sentences, each whole: the second only when lessons were cancelled.
          const n = result.cancelledLessons;
          const lessons =
            n > 0
              ? ` ${
                  n === 1
                    ? t("1 upcoming lesson was cancelled and {{refunded}} refunded.", { refunded: result.refunded })
                    : t("{{count}} upcoming lessons were cancelled and {{refunded}} refunded.", {
                        count: n,
                        refunded: result.refunded,
                      })
                }`
              : "";
          toast({
            title: t("Account Suspended"),
            description: (
              <>
                <Sentence i18nKey="{{name}} can no longer sign in." values={{ name: fullName(user) }} />
                {lessons}
              </>
            ),
          });
          onClose();
        },
        onError: (error) =>
          toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Sentence i18nKey="Suspend {{name}}?" values={{ name: fullName(user) }} />
          </DialogTitle>
          <DialogDescription>
            {t("They are signed out everywhere and cannot sign in until you restore the account.")}
            {teacher
              ? ` ${t("As a teacher they leave Browse Teachers, and their upcoming lessons are cancelled; families are told and paid lessons refunded.")}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{t("Reason (sent to the user)")}</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={SUSPENSION_REASON_MAX}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${reasonId}-error`} className="text-sm text-destructive">
              {t("Please give a reason for the suspension")}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={suspend.isPending}>
            {t("Cancel")}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={suspend.isPending}>
            {suspend.isPending ? <Spinner /> : <Ban aria-hidden="true" />}
            {suspend.isPending ? t("Suspending...") : t("Suspend Account")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
