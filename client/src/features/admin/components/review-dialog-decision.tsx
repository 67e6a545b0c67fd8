import { AlertCircle, Check, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { translateServerMessage } from "@/lib/i18n";
import { useTeacherDecision } from "./use-teacher-decision";

/** The review's Decision: feedback, then Approve or Reject. */
export function ReviewDecision({
  teacher,
  onDecided,
  checksSaved = 0,
}: {
  teacher: TeacherListItem;
  onDecided: () => void;
  /** How many times the Verification tab saved the checks: a refusal made before the last save no longer holds. */
  checksSaved?: number;
}) {
  const { t } = useTranslation();
  const { feedback, setFeedback, refusal, feedbackMissing, decide, isPending, sending } = useTeacherDecision(
    teacher,
    onDecided,
    checksSaved,
  );
  const feedbackId = useId();
  const feedbackErrorId = useId();
  return (
    <div className="grid gap-4">
      {refusal ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive-soft/50 p-3 text-sm"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p className="text-foreground">{translateServerMessage(refusal)}</p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={feedbackId}>{t("Feedback for the teacher")}</Label>
        <Textarea
          id={feedbackId}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          rows={4}
          placeholder={t("Required when rejecting: what should the teacher improve?")}
          aria-invalid={feedbackMissing || undefined}
          aria-describedby={feedbackMissing ? feedbackErrorId : undefined}
        />
        {feedbackMissing ? (
          <p id={feedbackErrorId} role="alert" className="text-sm font-medium text-destructive">
            {t("Please provide feedback for rejection.")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide("approved")} disabled={isPending}>
          {sending === "approved" ? <Spinner /> : <Check aria-hidden="true" />}
          {t("Approve")}
        </Button>
        <Button variant="destructive" onClick={() => decide("rejected")} disabled={isPending}>
          {sending === "rejected" ? <Spinner /> : <X aria-hidden="true" />}
          {t("Reject")}
        </Button>
      </div>
    </div>
  );
}
