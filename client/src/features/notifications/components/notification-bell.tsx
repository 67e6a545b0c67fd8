import { Bell } from "lucide-react";
import { useState, type ComponentProps, type ComponentType } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useNotifications } from "../api/get-notifications";
import type { NotificationMenu as NotificationMenuType } from "./notification-menu";

type MenuComponent = typeof NotificationMenuType;

let loadingMenu: Promise<MenuComponent> | undefined;
const loadMenu = () =>
  (loadingMenu ??= import("./notification-menu").then(
    (m) => m.NotificationMenu,
    (err: unknown) => {
      loadingMenu = undefined; // a failed download may be retried by the next click
      throw err;
    },
  ));

/**
 * The most the badge counts exactly; above it shows "99+". The bell's name says what the badge shows (WCAG 2.5.3,
 * label in name): the exact count up to this, "more than 99" above it.
 */
const BADGE_MAX = 99;

/** The bell's name for `unread` unread notifications. */
function bellLabel(t: TFunction, unread: number): string {
  if (unread > BADGE_MAX) return t("Notifications, more than {{max}} unread", { max: BADGE_MAX });
  return unread > 0 ? t("Notifications, {{count}} unread", { count: unread }) : t("Notifications");
}

/** The bell's button, with the unread count. */
export function BellButton({
  label,
  unread,
  ...props
}: { label: string; unread: number } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} className="relative" {...props}>
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-5 text-destructive-foreground"
          aria-hidden="true"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Button>
  );
}

/**
 * The header's bell: the user's notifications with an unread count (the server's, X-Unread-Count); choosing one marks
 * it read and opens what it is about.
 * The dropdown (Radix menu and popper) loads on first use — hovering or focusing the bell starts it — so
 * pages do not download it up front; it then opens as it would have.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { items, query, unread } = useNotifications();
  const [Menu, setMenu] = useState<ComponentType<ComponentProps<MenuComponent>> | null>(null);
  const label = bellLabel(t, unread);
  const more = { hasMore: query.hasNextPage, loadMore: () => void query.fetchNextPage() };
  if (Menu) return <Menu items={items} label={label} unread={unread} {...more} defaultOpen />;
  return (
    <BellButton
      label={label}
      unread={unread}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu().catch(() => undefined)}
      onFocus={() => void loadMenu().catch(() => undefined)}
      onClick={() =>
        void loadMenu().then(
          (m) => setMenu(() => m),
          () => undefined,
        )
      }
    />
  );
}
