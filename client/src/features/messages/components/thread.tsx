// One conversation: who it is with, its actions (block, report), the messages with 'Load earlier messages', and the
// composer under Halaqa's notice, or why there is none (blocked). An admin reads a reported one without any of these.
import { ArrowLeft, Ban, Flag, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Sentence } from "@/lib/bdi";
import { errorText } from "@/lib/api-client";
import { useBlock, useMarkRead } from "../api/conversations";
import { useThread } from "../api/thread";
import { setOpenConversation } from "../lib/message-cache";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { ReportDialog } from "./report-dialog";

interface ThreadProps {
  conversationId: number;
  /** The reader; null for an admin reading a report (nothing is "mine", nothing is sent or marked). */
  userId: number | null;
  isParent?: boolean;
  /** On phones: back to the list. */
  onBack?: () => void;
  /** The senders' names for an admin. */
  names?: Record<number, string>;
}

/** Marks the thread read once when it opens with unread messages, and tells live messages it is open. */
function useOpenThread(conversationId: number, active: boolean, unread: number | undefined) {
  const markRead = useMarkRead();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [active, conversationId]);
  useEffect(() => {
    if (!active || unread === undefined || marked.current === conversationId) return;
    marked.current = conversationId;
    if (unread > 0) markRead.mutate(conversationId);
  }, [active, conversationId, unread, markRead]);
}

function Notice() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 border-t bg-primary-soft/40 px-4 py-2 text-xs text-foreground">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {t(
        "Messages stay on Halaqa, and parents can see everything. Phone numbers, emails and outside links are not allowed.",
      )}
    </p>
  );
}

export function Thread({ conversationId, userId, isParent = false, onBack, names }: ThreadProps) {
  const { t } = useTranslation();
  const { query, messages, conversation } = useThread(conversationId);
  const block = useBlock();
  const [reporting, setReporting] = useState(false);
  const participant = userId !== null;
  useOpenThread(conversationId, participant, conversation?.unread);
  // The newest message in view when the thread opens and when one is sent or arrives (not when older ones load).
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el && lastId !== undefined) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 p-4">
        <p role="status" className="sr-only">
          {t("Loading the conversation...")}
        </p>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="ms-auto h-10 w-1/2" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        className="m-4"
        message={t("The conversation could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const name = conversation?.other.name ?? "";
  const toggleBlock = (blocked: boolean) => block.mutate({ id: conversationId, blocked });

  return (
    <section aria-labelledby={`thread-${conversationId}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b px-3 py-2 sm:px-4">
        {onBack ? (
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t("Back to conversations")}
            onClick={onBack}
          >
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        ) : null}
        <h2
          id={`thread-${conversationId}`}
          dir="auto"
          className="min-w-0 flex-1 truncate text-start font-semibold text-foreground"
        >
          {participant ? name : t("Conversation")}
        </h2>
        {participant && conversation ? (
          <div className="flex gap-2">
            {conversation.blockedByMe ? null : (
              <Button variant="outline" size="sm" onClick={() => toggleBlock(true)} disabled={block.isPending}>
                <Ban aria-hidden="true" />
                {/* Icon only on phones, so the name keeps its room; the word stays for screen readers. */}
                <span className="sr-only sm:not-sr-only">{t("Block")}</span>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setReporting(true)}>
              <Flag aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t("Report")}</span>
            </Button>
          </div>
        ) : null}
      </header>
      <div ref={scroller} className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3 sm:p-4">
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? <Spinner /> : null}
              {t("Load earlier messages")}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("No messages in this conversation yet.")}</p>
        ) : (
          <MessageList messages={messages} userId={userId} names={names} />
        )}
      </div>
      {userId !== null && conversation ? (
        conversation.blockedByMe ? (
          <div role="status" className="flex flex-wrap items-center gap-3 border-t bg-muted/50 p-4 text-sm">
            <p className="flex-1">
              <Sentence i18nKey="You blocked {{name}}." values={{ name }} />
            </p>
            <Button size="sm" variant="outline" onClick={() => toggleBlock(false)} disabled={block.isPending}>
              {t("Unblock")}
            </Button>
          </div>
        ) : conversation.blockedByThem ? (
          <p role="status" className="border-t bg-muted/50 p-4 text-sm">
            {t("You can't reply in this conversation.")}
          </p>
        ) : (
          <>
            <Notice />
            <Composer key={conversationId} conversationId={conversationId} userId={userId} isParent={isParent} />
          </>
        )
      ) : null}
      {block.isError ? (
        <p role="alert" className="px-4 pb-2 text-sm text-destructive">
          {errorText(block.error)}
        </p>
      ) : null}
      {reporting ? <ReportDialog conversationId={conversationId} onClose={() => setReporting(false)} /> : null}
    </section>
  );
}
