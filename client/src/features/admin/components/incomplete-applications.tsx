import { Check, ClipboardCheck, Mail, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_LABELS } from "@shared/documents";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { daysAgo } from "@/lib/relative-time";
import { useIncompleteApplications, useSendReminder } from "../api/incomplete-applications";
import type { IncompleteApplication, MissingItem } from "../api/types";
import { fullName, ListSkeleton } from "./list-states";
import { GENERIC_ERROR } from "./review-dialog";

export const MISSING_LABELS: Record<MissingItem, string> = {
  phoneNumber: "Phone number",
  bio: "Bio",
  qualifications: "Qualifications",
  // The missing documents, named as everywhere else.
  idVerification: DOCUMENT_LABELS.id,
  policeCheck: DOCUMENT_LABELS.police_check,
};

function ApplicationRow({ app }: { app: IncompleteApplication }) {
  const { t } = useTranslation();
  const send = useSendReminder();
  const missing = (Object.keys(MISSING_LABELS) as MissingItem[]).filter((k) => app.missingItems[k]);
  const name = fullName(app);
  const reminded = send.isSuccess || app.lastReminderDays === 0;
  const remind = () =>
    send.mutate(
      { teacherId: app.id },
      {
        onSuccess: () =>
          toast({
            title: t("Reminder Sent"),
            description: (
              <Sentence i18nKey="{{name}} has been reminded to complete their application." values={{ name }} />
            ),
          }),
        onError: (error) =>
          toast({
            title: error instanceof ApiError && error.status === 429 ? t("Reminder Not Sent") : t("Error"),
            description: error instanceof ApiError && error.status === 429 ? errorText(error) : t(GENERIC_ERROR),
            variant: "destructive",
          }),
      },
    );
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-soft md:flex-row md:items-center">
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h3 className="font-semibold text-foreground">{name}</h3>
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            {app.email}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-muted-foreground">{t("Missing:")}</span>
          {missing.length === 0 ? (
            <Badge variant="success">{t("Nothing missing")}</Badge>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={t("Missing items")}>
              {missing.map((k) => (
                <li key={k}>
                  <Badge variant="warning">{t(MISSING_LABELS[k])}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t("Applied")}</dt>
            <dd className="text-foreground">{daysAgo(app.daysSinceApplication)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t("Last reminder")}</dt>
            <dd className="text-foreground">
              {app.lastReminderDays === null ? t("Never") : daysAgo(app.lastReminderDays)}
            </dd>
          </div>
        </dl>
      </div>
      {/* One reminder a day per teacher (the server's rule): once sent, the button says so instead of inviting a 429. */}
      {reminded ? (
        <Button variant="outline" disabled aria-label={t("Reminder sent to {{name}} today", { name })}>
          <Check aria-hidden="true" />
          {t("Reminder sent")}
        </Button>
      ) : (
        <Button
          variant="outline"
          onClick={remind}
          disabled={send.isPending}
          aria-label={t("Send reminder to {{name}}", { name })}
        >
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {t("Send reminder")}
        </Button>
      )}
    </li>
  );
}

export function IncompleteApplications() {
  const { t } = useTranslation();
  const pages = useIncompleteApplications();
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label={t("Loading incomplete applications...")} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t("Incomplete applications could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={ClipboardCheck}
        title={t("No incomplete applications")}
        description={t("Every applicant has provided everything we need.")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label={t("Incomplete applications")}>
        {list.map((app) => (
          <ApplicationRow key={app.id} app={app} />
        ))}
      </ul>
      <ListShowMore
        list={pages}
        label={t("Show more applications")}
        failedMessage={t("More applications could not be loaded.")}
      />
    </div>
  );
}
