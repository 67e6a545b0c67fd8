// What other features use of notifications (a feature reaches another only through its index.ts).
export {
  notificationsQueryKey,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "./api/get-notifications";
export { useOpenNotification } from "./lib/use-open-notification";
