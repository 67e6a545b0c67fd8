// The header's "Messages" link with the unread count (its name says the count: "Messages, 3 unread"), and the one
// live connection of the page, for parents and teachers.
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { useUnreadMessages } from "../api/conversations";
import { useLiveMessages } from "../lib/use-live-messages";

const BADGE_MAX = 99;

/** `compact`: the icon alone (phones), the name then carried by aria-label only. */
export function MessagesLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const unread = useUnreadMessages().data?.unread ?? 0;
  const label =
    unread > BADGE_MAX
      ? t("Messages, more than {{max}} unread", { max: BADGE_MAX })
      : unread > 0
        ? t("Messages, {{count}} unread", { count: unread })
        : t("Messages");
  const current = location === "/messages";
  return (
    <Link
      href="/messages"
      aria-label={label}
      aria-current={current ? "page" : undefined}
      className={cn(
        "relative inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        compact ? "size-10 justify-center" : "px-3 py-2",
        current && "text-primary",
      )}
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      {compact ? null : <span aria-hidden="true">{t("Messages")}</span>}
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            "flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-5 text-destructive-foreground",
            compact && "absolute -end-0.5 -top-0.5",
          )}
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** Keeps the caches current with the server's events while a parent or a teacher is signed in; draws nothing. */
export function LiveMessages({ userId }: { userId: number }) {
  useLiveMessages(userId);
  return null;
}
