import { LogOut, Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import type { PublicUser } from "@shared/users";
import { effectiveRole } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/api/get-user";
import { useLogout } from "@/features/auth/api/logout";
import { LanguageSwitch } from "@/features/language";
import { LiveMessages, MessagesLink } from "@/features/messages/components/messages-link";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { Sentence } from "@/lib/bdi";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/layout/logo";

// Only users holding two roles see the role switcher (a Radix select, with its popper): its code loads with it
// rather than with every page, the landing page included. Should the download fail, the header goes without it
// rather than the page failing. (The bell is light; its dropdown loads on first use.)
type RoleSwitcherProps = { user: PublicUser; className?: string };
const LazyRoleSwitcher = lazy(
  (): Promise<{ default: (props: RoleSwitcherProps) => ReactNode }> =>
    import("@/features/auth/components/role-switcher").then(
      (m) => ({ default: m.RoleSwitcher }),
      () => ({ default: () => null }),
    ),
);

function RoleSwitcher({ user, className }: { user: PublicUser; className?: string }) {
  // The switcher renders nothing for a single role: no need to load it then.
  if (user.roles.length < 2) return null;
  return (
    <Suspense fallback={<span className={cn("inline-block", className ?? "h-9 w-[8.5rem]")} aria-hidden="true" />}>
      <LazyRoleSwitcher user={user} className={className} />
    </Suspense>
  );
}

interface NavItem {
  label: string;
  href: string;
}

const PUBLIC_NAV: NavItem[] = [
  { label: "Features", href: "/#features" },
  { label: "For Teachers", href: "/#teachers" },
  { label: "For Parents", href: "/#parents" },
  { label: "About", href: "/#about" },
];

/** Header items for a signed-in user, by current role (spec §2). */
export function signedInNav(user: PublicUser): NavItem[] {
  const items: NavItem[] = [{ label: "Home", href: "/" }];
  const role = effectiveRole(user);
  if (role === "teacher") {
    items.push(
      { label: "Dashboard", href: "/teacher/dashboard" },
      { label: "My Classes", href: "/teacher/dashboard?tab=classes" },
    );
  } else if (role === "parent") {
    items.push(
      { label: "Dashboard", href: "/parent/dashboard" },
      { label: "Browse Teachers", href: "/browse-teachers" },
    );
  } else if (role === "admin") {
    items.push({ label: "Admin Panel", href: "/admin/dashboard" });
  }
  items.push({ label: "Preferences", href: "/preferences" });
  return items;
}

/**
 * Is the item the page on screen? An item with a query ("My Classes": ?tab=classes) is when its parameters are in
 * the address; one without is when no sibling of the same path claims the address ("Dashboard" on any other tab).
 */
export function isActiveItem(item: NavItem, items: readonly NavItem[], location: string, search: string): boolean {
  if (item.href.includes("#")) return false;
  const params = new URLSearchParams(search);
  const matches = (href: string) => {
    const [path, query = ""] = href.split("?");
    if (path !== location) return false;
    return [...new URLSearchParams(query)].every(([key, value]) => params.get(key) === value);
  };
  if (!matches(item.href)) return false;
  if (item.href.includes("?")) return true;
  return !items.some((other) => other !== item && other.href.includes("?") && matches(other.href));
}

function NavLink({
  item,
  items,
  onNavigate,
  className,
}: {
  item: NavItem;
  items: readonly NavItem[];
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const active = isActiveItem(item, items, location, search);
  const classes = cn(
    "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    active && "text-primary",
    className,
  );
  // Anchors on the landing page are plain links so the browser scrolls to them.
  if (item.href.includes("#")) {
    return (
      <a href={location === "/" ? item.href.slice(1) : item.href} className={classes} onClick={onNavigate}>
        {t(item.label)}
      </a>
    );
  }
  return (
    <Link href={item.href} className={classes} aria-current={active ? "page" : undefined} onClick={onNavigate}>
      {t(item.label)}
    </Link>
  );
}

/** "Welcome, Amina": the name is the user's, in the sentence of the UI's language. */
function Welcome({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const name = user.firstName || t("User");
  return (
    <Sentence
      i18nKey="Welcome, <name>{{name}}</name>"
      values={{ name }}
      components={{ name: <span className="font-semibold text-foreground" /> }}
    />
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const items = user ? signedInNav(user) : PUBLIC_NAV;

  // Parents and teachers have Messages (issue 35): the link with its count, and one live connection for the page.
  const role = user ? effectiveRole(user) : null;
  const messages = user && (role === "parent" || role === "teacher") ? user : null;

  // Close the mobile menu whenever the page changes.
  useEffect(() => setOpen(false), [location]);

  const logoutButton = (extra?: string) => (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending} className={extra}>
      {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
      {t("Logout")}
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {messages ? <LiveMessages userId={messages.id} /> : null}
      <div className="container flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label={t("Main")} className="ms-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.label} item={item} items={items} />
          ))}
        </nav>
        <div className="ms-auto hidden items-center gap-3 md:flex">
          {user ? (
            <>
              <LanguageSwitch />
              {messages ? <MessagesLink /> : null}
              <NotificationBell />
              <RoleSwitcher user={user} />
              <span className="text-sm text-muted-foreground" data-testid="welcome">
                <Welcome user={user} />
              </span>
              {logoutButton()}
            </>
          ) : (
            <>
              <LanguageSwitch />
              <Button asChild size="sm" variant="outline">
                <Link href="/auth">{t("Login")}</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/auth?tab=signup">{t("Get Started")}</Link>
              </Button>
            </>
          )}
        </div>
        {user ? (
          <div className="ms-auto flex items-center md:hidden">
            {messages ? <MessagesLink compact /> : null}
            <NotificationBell />
          </div>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className={cn("md:hidden", !user && "ms-auto")}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t("Close menu") : t("Open menu")}
          data-label-open={t("Open menu")}
          data-label-close={t("Close menu")}
          onClick={() => setOpen((o) => !o)}
        >
          {/* Both icons are in the markup, so the static landing page (client/src/landing.ts) can switch them too. */}
          <Menu aria-hidden="true" className={open ? "hidden" : undefined} data-icon="open" />
          <X aria-hidden="true" className={open ? undefined : "hidden"} data-icon="close" />
        </Button>
      </div>
      {/* Signed out it is always in the markup, hidden while closed: the prerendered landing page opens it without
          React. Signed in it is rendered only when open (it holds a second role switcher). */}
      {open || !user ? (
        <div id="mobile-menu" hidden={!open} className="border-t bg-background md:hidden">
          <nav aria-label={t("Mobile")} className="container flex flex-col gap-1 py-3">
            {user ? (
              <p className="px-3 pb-2 text-sm text-muted-foreground">
                <Welcome user={user} />
              </p>
            ) : null}
            {items.map((item) => (
              <NavLink
                key={item.label}
                item={item}
                items={items}
                onNavigate={() => setOpen(false)}
                className="py-3 text-base"
              />
            ))}
            <div className="mt-2 flex flex-col gap-3 border-t px-3 pt-4">
              {user ? (
                <>
                  <RoleSwitcher user={user} className="h-10 w-full" />
                  <LanguageSwitch className="w-full" />
                  {logoutButton("w-full")}
                </>
              ) : (
                <>
                  <LanguageSwitch className="w-full" />
                  <Button asChild variant="outline" className="w-full">
                    <Link href="/auth">{t("Login")}</Link>
                  </Button>
                  <Button asChild className="w-full">
                    <Link href="/auth?tab=signup">{t("Get Started")}</Link>
                  </Button>
                </>
              )}
            </div>
          </nav>
        </div>
      ) : null}
    </header>
  );
}
