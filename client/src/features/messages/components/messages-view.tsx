// The Messages page's body: from md up the list beside the open thread; on phones the list, then the thread alone
// with a way back. The open conversation is in the address (?c=12), so a link or a notification opens it.
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { positiveId } from "@/lib/ids";
import { cn } from "@/lib/utils";
import { ConversationList } from "./conversation-list";
import { Thread } from "./thread";

export function MessagesView({ userId, isParent }: { userId: number; isParent: boolean }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const openId = positiveId(new URLSearchParams(search).get("c") ?? undefined);
  return (
    <div className="container max-w-6xl space-y-4 py-6 md:py-10">
      <h1 className="font-display text-3xl font-semibold text-foreground">{t("Messages")}</h1>
      <div className="grid h-[calc(100dvh-8rem)] min-h-[28rem] sm:h-[calc(100dvh-12rem)] overflow-hidden rounded-xl border bg-card shadow-soft md:grid-cols-[20rem_minmax(0,1fr)]">
        <nav
          aria-label={t("Conversations")}
          className={cn("min-h-0 overflow-y-auto md:block md:border-e", openId !== null && "hidden")}
        >
          <ConversationList selectedId={openId} userId={userId} isParent={isParent} />
        </nav>
        <div className={cn("min-h-0 flex-col md:flex", openId === null ? "hidden" : "flex")}>
          {openId !== null ? (
            <Thread
              key={openId}
              conversationId={openId}
              userId={userId}
              isParent={isParent}
              onBack={() => navigate("/messages")}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
              <MessagesSquare className="size-8" aria-hidden="true" />
              <p>{t("Choose a conversation to read it.")}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
