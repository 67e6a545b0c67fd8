import { Bell, Check, CheckCheck, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { NotificationItem } from "@shared/admin";
import { notificationLink } from "@shared/links";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ShowMore } from "@/components/ui/show-more";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useOpenNotification,
} from "@/features/notifications";
import { errorText } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { i18n, notificationText } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { ListSkeleton } from "./list-states";
import { GENERIC_ERROR } from "./review-dialog";

const failed = () => toast({ title: i18n.t("Error"), description: i18n.t(GENERIC_ERROR), variant: "destructive" });

function NotificationRow({ notification: n }: { notification: NotificationItem }) {
  const { t } = useTranslation();
  const mark = useMarkNotificationRead();
  const open = useOpenNotification();
  const link = notificationLink(n.data);
  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start",
        n.read ? "bg-card/60" : "border-primary/30 bg-primary-soft/40 shadow-soft",
      )}
    >
      <span
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-full",
          n.read ? "bg-muted text-muted-foreground" : "bg-primary text-primary-foreground",
        )}
        aria-hidden="true"
      >
        <Bell className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn("text-foreground", n.read ? "font-medium" : "font-semibold")}>
            {notificationText(n).title}
          </h3>
          {n.read ? null : <Badge variant="info">{t("New")}</Badge>}
        </div>
        <p className="break-words text-sm text-muted-foreground">{notificationText(n).message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {/* Opening marks it read too, as the bell does. */}
        {link ? (
          <Button variant="outline" size="sm" onClick={() => open(n)}>
            <ExternalLink aria-hidden="true" />
            {/* The visible word starts the name (speech users say what they see); the rest tells the buttons apart. */}
            {t("Open")}
            <span className="sr-only">: {notificationText(n).title}</span>
          </Button>
        ) : null}
        {n.read ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate(n.id, { onError: failed })}
          >
            {mark.isPending ? <Spinner /> : <Check aria-hidden="true" />}
            {t("Mark Read")}
            <span className="sr-only">: {notificationText(n).title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The admin's Notifications tab: the same list and read state as the header's bell (GET /api/notifications). */
export function NotificationsList() {
  const { t } = useTranslation();
  const { query, items, total, unread } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  if (query.isPending) return <ListSkeleton label={t("Loading notifications...")} rowClassName="h-20" />;
  // A failed next page keeps the list (ShowMore offers the retry); only a failed first page replaces it.
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={t("Notifications could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Bell}
        title={t("No notifications")}
        description={t("New sign-ups, teacher applications and lessons that need attention appear here.")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? t("All read") : t("{{count}} unread", { count: unread })}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
        >
          {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          {t("Mark all read")}
        </Button>
      </div>
      <ul className="grid gap-3" aria-label={t("Notifications")}>
        {items.map((n) => (
          <NotificationRow key={n.id} notification={n} />
        ))}
      </ul>
      <ShowMore
        shown={items.length}
        total={total}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={
          query.isFetchNextPageError
            ? { message: t("More notifications could not be loaded."), detail: errorText(query.error) }
            : null
        }
        onMore={() => void query.fetchNextPage()}
        label={t("Show more notifications")}
      />
    </div>
  );
}
