import { CircleAlert, FileCheck2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_LABELS, REQUIRED_DOCUMENT_TYPES } from "@shared/documents";
import type { DocumentInfo } from "@shared/teachers";
import { cn } from "@/lib/utils";

/**
 * Whether the documents an approval needs are uploaded: an applicant who sent nothing must not look the same as one
 * waiting on the admin's check. Words first (never colour alone), as VerificationBadges.
 */
export function RequiredDocuments({
  documents,
  className,
}: {
  documents: readonly Pick<DocumentInfo, "documentType">[];
  className?: string;
}) {
  const { t } = useTranslation();
  const have = new Set(documents.map((d) => d.documentType));
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={t("Required documents")}>
      {REQUIRED_DOCUMENT_TYPES.map((type) => {
        const ok = have.has(type);
        const Icon = ok ? FileCheck2 : CircleAlert;
        return (
          <li
            key={type}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold",
              ok ? "border-border bg-card text-foreground" : "border-warning/40 bg-warning-soft text-warning",
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {ok
              ? t("{{document}}: uploaded", { document: t(DOCUMENT_LABELS[type]) })
              : t("{{document}}: not uploaded", { document: t(DOCUMENT_LABELS[type]) })}
          </li>
        );
      })}
    </ul>
  );
}
