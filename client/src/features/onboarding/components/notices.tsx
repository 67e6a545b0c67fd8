import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The admin's feedback on a rejected application (spec: rejected shows as 'Needs Improvement'). */
export function RejectionNotice({ feedback }: { feedback: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="rejection-title"
      className="flex gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="rejection-title" className="font-semibold text-foreground">
          {t("Profile Needs Improvement")}
        </h2>
        {feedback ? (
          <blockquote className="mt-2 whitespace-pre-line border-s-2 border-warning/40 ps-3 text-foreground">
            {feedback}
          </blockquote>
        ) : null}
        <p className="mt-2 text-muted-foreground">
          {t("Update your application below and submit it again: it goes back to our team for review.")}
        </p>
      </div>
    </section>
  );
}
