// Asks before unsaved weekly hours are left behind: a dashboard tab, an in-app link, or the page itself (issue 32).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

interface LeaveHoursDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** Where focus goes on closing (Radix: the element focused before, by default). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function LeaveHoursDialog({ open, onKeepEditing, onDiscard, onCloseAutoFocus }: LeaveHoursDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <DialogContent role="alertdialog" className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("Leave without saving your hours?")}</DialogTitle>
          <DialogDescription>
            {t("Your changes to the weekly hours are not saved yet. Families still see your saved hours.")}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDiscard}>
            {t("Discard Changes")}
          </Button>
          <Button onClick={onKeepEditing}>{t("Keep Editing")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The in-app address a click on this link leads to, or null when the browser should follow it as usual. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  const there = `${url.pathname}${url.search}`;
  return there === here ? null : there + url.hash;
}

/**
 * While `dirty`: a reload or close asks through the browser's own prompt (beforeunload), and a click on an in-app link
 * opens the dialog first; "Discard" then follows it.
 */
export function LeaveHoursGuard({ dirty }: { dirty: boolean }) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    // Capture on the document runs before the router's own click handler on the link.
    const click = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty]);
  return (
    <LeaveHoursDialog
      open={pending !== null}
      onKeepEditing={() => setPending(null)}
      onDiscard={() => {
        const target = pending;
        setPending(null);
        if (target) navigate(target);
      }}
    />
  );
}
