// Reporting a conversation to Halaqa's team with a reason (3 to 1,000 characters): the admins may then read it.
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { REPORT_REASON_MAX, reportConversationSchema } from "@shared/messages";
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
import { useReport } from "../api/conversations";

export function ReportDialog({ conversationId, onClose }: { conversationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport();
  const id = useId();
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    if (!reportConversationSchema.safeParse({ reason }).success) {
      setInvalid(true);
      return;
    }
    report.mutate(
      { id: conversationId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: t("Conversation reported"),
            description: t("Thank you. Halaqa's team will read the conversation and act if needed."),
          });
          onClose();
        },
      },
    );
  };
  const error = invalid
    ? t("Please say what is wrong, in 3 to {{max}} characters", { max: REPORT_REASON_MAX })
    : report.isError
      ? errorText(report.error)
      : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Report this conversation")}</DialogTitle>
          <DialogDescription>
            {t("Tell us what is wrong. Halaqa's team can then read this conversation and act on it.")}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>{t("Reason")}</Label>
          <Textarea
            id={id}
            rows={4}
            maxLength={REPORT_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setInvalid(false);
            }}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={report.isPending}>
            {t("Cancel")}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={report.isPending}>
            {report.isPending ? <Spinner /> : <Flag aria-hidden="true" />}
            {report.isPending ? t("Sending...") : t("Report the conversation")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
