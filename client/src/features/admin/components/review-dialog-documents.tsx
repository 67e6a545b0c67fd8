import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_LABELS } from "@shared/documents";
import type { TeacherListItem } from "@shared/teachers";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";

/** The review's Documents tab: the applicant's uploads, each opened from the server (never served statically). */
export function ReviewDocuments({ teacher }: { teacher: TeacherListItem }) {
  const { t } = useTranslation();
  const documents = teacher.documents ?? [];
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={t("No documents uploaded")}
        description={t("The applicant has not uploaded any documents yet.")}
      />
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t("Uploaded documents")}>
      {documents.map((d) => (
        <li key={d.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <a
              href={`/api/documents/${d.id}/file`}
              target="_blank"
              rel="noopener"
              className="block truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {d.fileName}
            </a>
            <p className="text-xs text-muted-foreground">
              {t("{{document}} · uploaded {{date}}", {
                document: t(DOCUMENT_LABELS[d.documentType]),
                date: formatDate(d.uploadedAt),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
