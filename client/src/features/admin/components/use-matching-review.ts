// The admin's part of issue 36 in a review: correcting the teacher's gender and verifying the stated ijazah. Each
// keeps what the server answered, since the dialog's teacher is the list item it was opened with.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Gender } from "@shared/matching";
import type { TeacherListItem, TeacherProfile, TeacherReviewInput } from "@shared/teachers";
import { errorText } from "@/lib/api-client";
import { useReviewTeacher } from "../api/teachers";
import { GENERIC_ERROR } from "./generic-error";

/** The error of the last save, shown in the dialog (a toast sits behind its overlay). */
function useReviewSave(profileId: number) {
  const { t } = useTranslation();
  const review = useReviewTeacher();
  const [error, setError] = useState<string | null>(null);
  const send = (input: TeacherReviewInput, onSaved: (profile: Partial<TeacherProfile> | undefined) => void) => {
    setError(null);
    review.mutate(
      { profileId, ...input },
      { onSuccess: onSaved, onError: (e) => setError(errorText(e) || t(GENERIC_ERROR)) },
    );
  };
  return { send, error, isSaving: review.isPending };
}

/** PATCH {gender}: an admin corrects the gender the teacher gave (it is checked with the ID). */
export function useGenderCorrection(teacher: TeacherListItem) {
  const { send, error, isSaving } = useReviewSave(teacher.id);
  const [gender, setGender] = useState<Gender | null>(teacher.gender ?? null);
  const [saved, setSaved] = useState(false);
  const change = (next: Gender) => {
    setSaved(false);
    send({ gender: next }, (profile) => {
      setGender(profile?.gender ?? next);
      setSaved(true);
    });
  };
  return { gender, change, saved, error, isSaving };
}

/** PATCH {ijazahVerified, ijazahNote, ijazahDocumentId}: the scan shown is named, so a replaced one is refused (409). */
export function useIjazahReview(teacher: TeacherListItem) {
  const { send, error, isSaving } = useReviewSave(teacher.id);
  const scan = teacher.documents?.find((d) => d.documentType === "ijazah");
  const [state, setState] = useState({ verified: teacher.ijazahVerified ?? false, note: teacher.ijazahNote ?? null });
  const verify = (note: string) =>
    send({ ijazahVerified: true, ijazahNote: note, ...(scan ? { ijazahDocumentId: scan.id } : {}) }, (profile) =>
      setState({ verified: profile?.ijazahVerified ?? true, note: profile?.ijazahNote ?? note.trim() }),
    );
  const withdraw = () =>
    send({ ijazahVerified: false }, (profile) =>
      setState({ verified: profile?.ijazahVerified ?? false, note: profile?.ijazahNote ?? null }),
    );
  return { ...state, scan, verify, withdraw, error, isSaving };
}
