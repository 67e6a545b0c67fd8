import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuth } from "@/features/auth/api/get-user";
import { applyLanguage, rememberLanguage } from "@/lib/i18n";
import { ConfirmEmailBanner } from "./confirm-email-banner";
import { Header } from "./header";

/**
 * A signed-in user's language is their preference: signing in (or switching on another device) shows the UI in it,
 * as the server answers their pages in it, and this browser's cookie follows, so the pages after logging out keep it.
 */
function useUsersLanguage() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const wanted = user?.language;
  useEffect(() => {
    if (!wanted) return;
    rememberLanguage(wanted);
    if (wanted !== i18n.language) void applyLanguage(wanted);
  }, [wanted, i18n]);
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useUsersLanguage();
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [location]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lift"
      >
        {t("Skip to content")}
      </a>
      <Header />
      <ConfirmEmailBanner />
      <main id="main" ref={main} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
