// The user's conversations, latest first: the other party, the last message's first line, its time and the unread
// count; empty, loading and error states.
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ConversationSummary } from "@shared/messages";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/conversations";
import { listTime } from "../lib/message-time";

export const conversationHref = (id: number) => `/messages?c=${id}`;

function Row({ c, selected, userId }: { c: ConversationSummary; selected: boolean; userId: number }) {
  const { t } = useTranslation();
  const firstLine = c.lastMessage?.body.split("\n")[0] ?? "";
  return (
    <li className="min-w-0">
      <Link
        href={conversationHref(c.id)}
        aria-current={selected ? "page" : undefined}
        className={cn(
          "flex items-start gap-3 rounded-lg px-3 py-2.5 text-start transition-colors hover:bg-muted",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          selected && "bg-primary-soft/60",
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn("min-w-0 flex-1 truncate text-foreground", c.unread > 0 && "font-semibold")}>
              {c.other.name}
            </span>
            {c.lastMessage ? (
              <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
                {listTime(c.lastMessage.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
              {c.lastMessage ? `${c.lastMessage.senderUserId === userId ? `${t("You:")} ` : ""}${firstLine}` : ""}
            </span>
            {c.unread > 0 ? (
              <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold leading-5 text-primary-foreground">
                {c.unread} <span className="sr-only">{t("unread")}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ConversationList({
  selectedId,
  userId,
  isParent,
}: {
  selectedId: number | null;
  userId: number;
  isParent: boolean;
}) {
  const { t } = useTranslation();
  const list = useConversations();
  const { query, items } = list;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2 p-3">
        <p role="status" className="sr-only">
          {t("Loading your conversations...")}
        </p>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        className="m-3"
        message={t("Your conversations could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        className="m-3"
        icon={MessagesSquare}
        headingLevel="h2"
        title={t("No messages yet.")}
        description={
          isParent
            ? t("You can message a teacher from the teacher's profile or from one of your bookings.")
            : t("Families who book your classes can message you, and you can message them from your bookings.")
        }
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-2 p-2">
      <ul className="grid grid-cols-1 gap-1" aria-label={t("Conversations")}>
        {items.map((c) => (
          <Row key={c.id} c={c} selected={c.id === selectedId} userId={userId} />
        ))}
      </ul>
      <ListShowMore
        list={list}
        label={t("Show more conversations")}
        failedMessage={t("More conversations could not be loaded.")}
      />
    </div>
  );
}
