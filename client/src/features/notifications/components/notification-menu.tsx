import { CheckCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationItem } from "@shared/admin";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatDateTime } from "@/lib/format";
import { notificationText } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useMarkAllNotificationsRead } from "../api/get-notifications";
import { useOpenNotification } from "../lib/use-open-notification";
import { BellButton } from "./notification-bell";

/** Notifications the menu shows at first, and how many more each 'Show more' adds. */
const STEP = 8;

interface NotificationMenuProps {
  items: NotificationItem[];
  label: string;
  unread: number;
  /** More notifications wait on the server (the list comes a page at a time). */
  hasMore?: boolean;
  loadMore?: () => void;
  defaultOpen?: boolean;
}

/** The bell's dropdown (Radix menu): loaded the first time the bell is used. */
export function NotificationMenu({
  items,
  label,
  unread,
  hasMore = false,
  loadMore,
  defaultOpen,
}: NotificationMenuProps) {
  const { t } = useTranslation();
  const open = useOpenNotification();
  const markAll = useMarkAllNotificationsRead();
  const [shown, setShown] = useState(STEP);
  const more = items.length > shown || hasMore;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <BellButton label={label} unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>{t("Notifications")}</DropdownMenuLabel>
          {unread > 0 ? (
            <DropdownMenuItem
              className="text-xs font-medium text-primary"
              // Keeps the menu open: the list below turns read in place.
              onSelect={(e) => {
                e.preventDefault();
                markAll.mutate();
              }}
            >
              <CheckCheck aria-hidden="true" />
              {t("Mark all read")}
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-4 text-center text-sm text-muted-foreground">{t("You're all caught up.")}</p>
        ) : (
          items.slice(0, shown).map((n) => (
            <DropdownMenuItem
              key={n.id}
              onSelect={() => open(n)}
              className={cn("flex flex-col items-start gap-0.5 py-2", !n.read && "bg-primary/5")}
            >
              <span className="flex w-full items-center gap-2 text-sm font-semibold text-foreground">
                {!n.read ? (
                  <>
                    <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    <span className="sr-only">{t("Unread: ")}</span>
                  </>
                ) : null}
                {notificationText(n).title}
              </span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{notificationText(n).message}</span>
              <span className="text-[0.6875rem] text-muted-foreground">{formatDateTime(n.createdAt)}</span>
            </DropdownMenuItem>
          ))
        )}
        {more ? (
          <DropdownMenuItem
            className="justify-center text-sm font-medium text-primary"
            // Keeps the menu open: the next notifications appear under the ones read so far.
            onSelect={(e) => {
              e.preventDefault();
              setShown((n) => n + STEP);
              if (items.length <= shown + STEP && hasMore) loadMore?.();
            }}
          >
            {t("Show more")}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
