import { DELAYS } from "@shared/constants";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { navigateAway } from "@/lib/navigation";

let redirecting = false;

/** The session is gone: say so, then send the browser to the login endpoint after 500 ms (spec §8). */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: i18n.t("Unauthorized"),
    description: i18n.t("You are logged out. Logging in again..."),
    variant: "destructive",
  });
  setTimeout(() => {
    redirecting = false;
    navigateAway("/api/login");
  }, DELAYS.loginRedirect);
}
