import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useReviewTeacher } from "../api/teachers";
import { GENERIC_ERROR } from "./generic-error";

export type VerificationChecks = { idVerified: boolean; policeCheckVerified: boolean };

/** The document checks of one application, as ticked in the dialog, and their save. */
export function useVerificationChecks(teacher: TeacherListItem, onSaved?: () => void) {
  const { t } = useTranslation();
  const review = useReviewTeacher();
  const [checks, setChecks] = useState<VerificationChecks>({
    idVerified: teacher.idVerified ?? false,
    policeCheckVerified: teacher.policeCheckVerified ?? false,
  });
  // What the server holds after the last save in this dialog: said in the tab itself (a toast sits behind the overlay).
  const [saved, setSaved] = useState<VerificationChecks | null>(null);
  const setCheck = (key: keyof VerificationChecks, value: boolean) => {
    setSaved(null);
    setChecks((c) => ({ ...c, [key]: value }));
  };
  // The files this dialog shows: a check is refused if the teacher has replaced one since (server: 409).
  const shown = (type: string) => teacher.documents?.find((d) => d.documentType === type)?.id;
  const idDocumentId = checks.idVerified ? shown("id") : undefined;
  const policeCheckDocumentId = checks.policeCheckVerified ? shown("police_check") : undefined;
  const save = () =>
    review.mutate(
      {
        profileId: teacher.id,
        ...checks,
        ...(idDocumentId !== undefined ? { idDocumentId } : {}),
        ...(policeCheckDocumentId !== undefined ? { policeCheckDocumentId } : {}),
      },
      {
        onSuccess: () => {
          setSaved(checks);
          onSaved?.();
          toast({ title: t("Verification Saved"), description: t("The verification checks have been updated.") });
        },
        onError: (error) =>
          toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
      },
    );
  return { checks, setCheck, save, saved, isSaving: review.isPending };
}
