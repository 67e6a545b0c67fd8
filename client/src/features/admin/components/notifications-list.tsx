import { Bell, Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useAdminNotificationPages, useMarkNotificationRead } from "../api/notifications";
import type { AdminNotification } from "../api/types";
import { ListSkeleton } from "./list-states";
import { GENERIC_ERROR } from "./review-dialog";

function NotificationRow({ notification: n }: { notification: AdminNotification }) {
  const mark = useMarkNotificationRead();
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
          <h3 className={cn("text-foreground", n.read ? "font-medium" : "font-semibold")}>{n.title}</h3>
          {n.read ? null : <Badge variant="info">New</Badge>}
        </div>
        <p className="break-words text-sm text-muted-foreground">{n.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      {n.read ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          aria-label={`Mark "${n.title}" as read`}
          onClick={() =>
            mark.mutate(
              { id: n.id, read: true },
              { onError: () => toast({ title: "Error", description: GENERIC_ERROR, variant: "destructive" }) },
            )
          }
        >
          {mark.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          Mark Read
        </Button>
      )}
    </li>
  );
}

export function NotificationsList() {
  const pages = useAdminNotificationPages();
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label="Loading notifications..." rowClassName="h-20" />;
  if (query.isError) {
    return (
      <ErrorState
        message="Notifications could not be loaded."
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) {
    return <EmptyState icon={Bell} title="No notifications" description="New sign-ups and teacher applications appear here." />;
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3" aria-label="Notifications">
        {list.map((n) => (
          <NotificationRow key={n.id} notification={n} />
        ))}
      </ul>
      <ListShowMore list={pages} label="Show more notifications" failedMessage="More notifications could not be loaded." />
    </div>
  );
}
