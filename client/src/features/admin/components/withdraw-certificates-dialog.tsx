import { FileX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AdminUserItem } from "@shared/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useWithdrawCertificates } from "../api/users";
import { GENERIC_ERROR } from "./generic-error";
import { fullName } from "./list-states";

/** May the admin withdraw this user's certificates: a teacher rejected or suspended (issue 31). */
export const mayWithdrawCertificates = (u: AdminUserItem) =>
  u.teacherStatus !== null && (u.teacherStatus === "rejected" || u.suspended);

/** Asks before withdrawing, for cause, every certificate issued from a rejected or suspended teacher's reports. */
export function WithdrawCertificatesDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawCertificates();
  const name = fullName(user);
  const submit = () =>
    withdraw.mutate(user.id, {
      onSuccess: ({ withdrawn }) => {
        toast({
          title: t("Certificates withdrawn"),
          description:
            withdrawn === 0
              ? t("{{name}} had no certificates left to withdraw.", { name })
              : t("Certificates of {{name}}'s reports withdrawn: {{n}}. The families were told.", {
                  name,
                  n: withdrawn,
                }),
        });
        onClose();
      },
      onError: (error) =>
        toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
    });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Withdraw {{name}}'s certificates?", { name })}</DialogTitle>
          <DialogDescription>
            {t(
              "Every certificate issued from this teacher's reports stops verifying: its public check says it was withdrawn. Each family is told. The lessons and hifz records stay; this cannot be undone.",
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={withdraw.isPending}>
            {t("Cancel")}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={withdraw.isPending}>
            {withdraw.isPending ? <Spinner /> : <FileX aria-hidden="true" />}
            {withdraw.isPending ? t("Withdrawing...") : t("Withdraw certificates")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
