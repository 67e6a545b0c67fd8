import { FileText } from "lucide-react";
import { DOCUMENT_LABELS } from "@shared/documents";
import type { TeacherListItem } from "@shared/teachers";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";

/** The review's Documents tab: the applicant's uploads, each opened from the server (never served statically). */
export function ReviewDocuments({ teacher }: { teacher: TeacherListItem }) {
  const documents = teacher.documents ?? [];
  if (documents.length === 0) {
    return <EmptyState icon={FileText} title="No documents uploaded" description="The applicant has not uploaded any documents yet." />;
  }
  return (
    <ul className="grid gap-2" aria-label="Uploaded documents">
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
              {DOCUMENT_LABELS[d.documentType]} · uploaded {formatDate(d.uploadedAt)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
