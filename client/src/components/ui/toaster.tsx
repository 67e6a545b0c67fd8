import type { ReactNode } from "react";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, toast as sonner } from "sonner";

import { DELAYS } from "@shared/constants";

/** What a toast says; "destructive" is an error (decision 039). */
interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
}

// The toasts' live region (sonner's <section aria-live>), once the Toaster is on the page.
let region: HTMLElement | null = null;

/** Shows a toast; the one on screen, if any, gives way to it (spec §9: one at a time). */
function toast({ title, description, variant = "default" }: ToastInput) {
  // `visibleToasts={1}` only hides the older toast; dismissed, it also leaves the tab order and the accessibility tree.
  sonner.dismiss();
  // Errors interrupt the screen reader; everything else waits its turn. Sonner's region is always "polite", so its
  // politeness is set just before the toast is added to it (sonner adds it on a later tick).
  region?.setAttribute("aria-live", variant === "destructive" ? "assertive" : "polite");
  return variant === "destructive" ? sonner.error(title, { description }) : sonner(title, { description });
}

/** Takes away the toast `toast()` returned, if it is still shown (a failure a later success makes stale). */
function dismissToast(id: string | number): void {
  sonner.dismiss(id);
}

/**
 * Mount once near the root of the app; `toast()` renders here. Its live region is on the page from the first render,
 * before any toast: a modal dialog hides the rest of the page from assistive technology except the live regions
 * already present, and a toast shown from within the dialog must still be announced.
 */
function Toaster() {
  const { t, i18n } = useTranslation();
  // The corner at the end of the reading line: bottom right in English, bottom left right to left.
  const dir = i18n.dir();
  return (
    <Sonner
      ref={(node) => {
        region = node;
      }}
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      containerAriaLabel={t("Notifications")}
      visibleToasts={1}
      duration={DELAYS.toast}
      closeButton
      // The error icon is left out: the title says what happened, as before.
      icons={{ error: null, close: <X className="size-4" aria-hidden="true" /> }}
      toastOptions={{
        // Drawn with the app's tokens; sonner keeps only its placement and motion.
        unstyled: true,
        closeButtonAriaLabel: t("Close"),
        classNames: {
          toast: [
            "group pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pe-10 font-sans shadow-overlay",
            "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          ].join(" "),
          default: "border-border bg-card text-card-foreground",
          error: "border-destructive/30 bg-destructive-soft text-destructive",
          content: "grid gap-1",
          title: "text-sm font-semibold",
          description: "text-sm opacity-90 group-data-[type=error]:opacity-100",
          closeButton: [
            "absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors",
            "hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            "group-data-[type=error]:text-destructive group-data-[type=error]:hover:bg-destructive/10 group-data-[type=error]:focus-visible:ring-destructive",
          ].join(" "),
        },
      }}
    />
  );
}

export { dismissToast, toast, Toaster, type ToastInput };
