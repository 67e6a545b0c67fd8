import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { VerificationStatus } from "@shared/constants";
import type { TeacherListItem } from "@shared/teachers";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { useReviewTeacher } from "../api/teachers";
import { fullName } from "./list-states";

export type Decision = Exclude<VerificationStatus, "pending">;

/** Approving or rejecting one application, with the admin's feedback; `onDecided` runs once the server agreed. */
export function useTeacherDecision(teacher: TeacherListItem, onDecided: () => void, checksSaved = 0) {
  const { t } = useTranslation();
  const review = useReviewTeacher();
  const [feedback, setFeedback] = useState(teacher.feedback ?? "");
  // Why the server refused the decision (e.g. a check still missing), shown until the next attempt or until the
  // checks are saved again (issue 32: "missing ID" stayed after the ID was verified).
  const [refused, setRefused] = useState<{ message: string; checksSaved: number } | null>(null);
  const refusal = refused && refused.checksSaved === checksSaved ? refused.message : null;
  const setRefusal = (message: string | null) => setRefused(message === null ? null : { message, checksSaved });

  // The feedback a rejection still needs, said beside the field: a toast sits behind the dialog's overlay.
  const [feedbackMissing, setFeedbackMissing] = useState(false);

  const decide = (verificationStatus: Decision) => {
    const text = feedback.trim();
    // Whatever came of the last attempt (an approval refused) no longer applies to this one.
    setRefusal(null);
    setFeedbackMissing(false);
    if (verificationStatus === "rejected" && !text) {
      setFeedbackMissing(true);
      toast({
        title: t("Feedback Required"),
        description: t("Please provide feedback for rejection."),
        variant: "destructive",
      });
      return;
    }
    review.mutate(
      { profileId: teacher.id, verificationStatus, ...(text ? { feedback: text } : {}) },
      {
        onSuccess: () => {
          toast(
            verificationStatus === "approved"
              ? {
                  title: t("Teacher Approved"),
                  description: (
                    <Sentence i18nKey="{{name}} can now teach on Halaqa." values={{ name: fullName(teacher) }} />
                  ),
                }
              : {
                  title: t("Teacher Rejected"),
                  description: (
                    <Sentence i18nKey="{{name}} has been sent your feedback." values={{ name: fullName(teacher) }} />
                  ),
                },
          );
          onDecided();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 400))
            setRefusal(error.userMessage);
          toast({
            title: t("Error"),
            description: t("Failed to update teacher status. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  /** The decision being sent, for its button's spinner. */
  const sending = review.isPending ? review.variables?.verificationStatus : undefined;
  return { feedback, setFeedback, refusal, feedbackMissing, decide, isPending: review.isPending, sending };
}
