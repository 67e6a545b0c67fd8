// The admins' Reports tab (issue 35): each reported conversation with its parent, teacher, reporter, reason and date;
// "Read conversation" opens it read-only, and either party can be suspended with the existing suspension dialog.
import { Ban, BookOpen, Flag } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationReportItem, Party } from "@shared/messages";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { Sentence } from "@/lib/bdi";
import { errorText } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useConversationReports } from "../api/admin-reports";
import { Thread } from "./thread";

/** The admin feature's suspension dialog, given by the page (a feature reaches another only through its index). */
export type RenderSuspend = (party: Party, onClose: () => void) => ReactNode;

function ReadDialog({ report, onClose }: { report: ConversationReportItem; onClose: () => void }) {
  const { t } = useTranslation();
  const names = { [report.parent.id]: report.parent.name, [report.teacher.id]: report.teacher.name };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="flex max-h-[90dvh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Sentence
              i18nKey="{{parent}} and {{teacher}}"
              values={{ parent: report.parent.name, teacher: report.teacher.name }}
            />
          </DialogTitle>
          <DialogDescription>{t("Read-only. Your reading is recorded.")}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          <Thread conversationId={report.conversationId} userId={null} names={names} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium text-foreground">{children}</dd>
    </div>
  );
}

export function AdminReports({ renderSuspend }: { renderSuspend: RenderSuspend }) {
  const { t } = useTranslation();
  const list = useConversationReports();
  const { query, items } = list;
  const [reading, setReading] = useState<ConversationReportItem | null>(null);
  const [suspending, setSuspending] = useState<Party | null>(null);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <p role="status" className="sr-only">
          {t("Loading the reports...")}
        </p>
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={t("The reports could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title={t("No reports")}
        description={t("When a family or a teacher reports a conversation, it appears here.")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label={t("Reported conversations")}>
        {items.map((r) => (
          <li key={r.id} className="rounded-xl border bg-card p-4 shadow-soft">
            <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Fact label={t("Parent")}>{r.parent.name}</Fact>
              <Fact label={t("Teacher")}>{r.teacher.name}</Fact>
              <Fact label={t("Reported by")}>{r.reportedBy.name}</Fact>
              <Fact label={t("Date")}>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </Fact>
              <div className="sm:col-span-2 lg:col-span-4">
                <dt className="text-xs text-muted-foreground">{t("Reason")}</dt>
                <dd dir="auto" className="whitespace-pre-wrap break-words text-foreground">
                  {r.reason}
                </dd>
              </div>
            </dl>
            <div className="mt-3 flex flex-wrap justify-end gap-2 border-t pt-3">
              <Button size="sm" variant="outline" onClick={() => setReading(r)}>
                <BookOpen aria-hidden="true" />
                {t("Read conversation")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setSuspending(r.teacher)}>
                <Ban aria-hidden="true" />
                {t("Suspend teacher")} <span className="sr-only">{r.teacher.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => setSuspending(r.parent)}>
                <Ban aria-hidden="true" />
                {t("Suspend parent")} <span className="sr-only">{r.parent.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ListShowMore
        list={list}
        label={t("Show more reported conversations")}
        failedMessage={t("More reported conversations could not be loaded.")}
      />
      {reading ? <ReadDialog report={reading} onClose={() => setReading(null)} /> : null}
      {suspending ? renderSuspend(suspending, () => setSuspending(null)) : null}
    </div>
  );
}
