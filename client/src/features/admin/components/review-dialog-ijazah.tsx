// The ijazah in the review (issue 36): what the teacher stated beside its scan, verified with a note of how it was
// checked. The scan shown is named in the PATCH, so a scan replaced meanwhile is refused (409).
import { BadgeCheck, FileText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { IJAZAH_NOTE_MAX } from "@shared/matching";
import type { TeacherListItem } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { IjazahDetails } from "@/features/teachers";
import { formatDate } from "@/lib/format";
import { useIjazahReview } from "./use-matching-review";

export function ReviewIjazah({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  const review = useIjazahReview(teacher);
  const [note, setNote] = useState("");
  const id = useId();
  const { scan } = review;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-foreground">
        {t("Ijazah")}
      </h3>
      {!teacher.ijazah ? (
        <p className="text-sm text-muted-foreground">{t("The teacher has not stated an ijazah.")}</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <IjazahDetails ijazah={teacher.ijazah} />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-foreground">{t("Scan")}</p>
              {scan ? (
                <>
                  <a
                    href={`/api/documents/${scan.id}/file`}
                    target="_blank"
                    rel="noopener"
                    className="flex items-center gap-1.5 break-all font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <FileText className="size-4 shrink-0" aria-hidden="true" />
                    {scan.fileName}
                  </a>
                  <p className="text-xs text-muted-foreground">
                    {t("Uploaded {{date}}", { date: formatDate(scan.uploadedAt) })}
                  </p>
                </>
              ) : (
                <p id={`${id}-no-scan`} className="text-muted-foreground">
                  {t("No scan uploaded yet")}
                </p>
              )}
            </div>
          </div>
          {review.verified ? (
            <div className="grid gap-2 rounded-lg border border-success/30 bg-success-soft/50 p-3">
              <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-success">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t("Ijazah verified")}
              </p>
              {review.note ? (
                <p dir="auto" className="whitespace-pre-wrap break-words text-sm text-foreground">
                  {review.note}
                </p>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={review.withdraw}
                disabled={review.isSaving}
              >
                {review.isSaving ? <Spinner /> : null}
                {t("Withdraw verification")}
              </Button>
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>{t("How was it checked?")}</Label>
              <Textarea
                id={`${id}-note`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                maxLength={IJAZAH_NOTE_MAX}
                placeholder={t("e.g. Called the issuer, who confirmed it; heard the teacher recite.")}
              />
              <Button
                className="justify-self-start"
                onClick={() => review.verify(note)}
                disabled={review.isSaving || !scan}
                aria-describedby={scan ? undefined : `${id}-no-scan`}
              >
                {review.isSaving ? <Spinner /> : null}
                {t("Verify ijazah")}
              </Button>
            </div>
          )}
        </>
      )}
      {review.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {review.error}
        </p>
      ) : null}
    </section>
  );
}
