import { useLocation } from "wouter";
import type { NotificationItem } from "@shared/admin";
import { notificationLink } from "@shared/links";
import { useMarkNotificationRead } from "../api/get-notifications";

/** Opening a notification: it is marked read, and the page it is about opens when it names one (data.link). */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  const [, navigate] = useLocation();
  return (n: NotificationItem) => {
    if (!n.read) markRead.mutate(n.id);
    const link = notificationLink(n.data);
    if (link) navigate(link);
  };
}
