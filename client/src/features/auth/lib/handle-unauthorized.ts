import { DELAYS } from "@shared/constants";
import { toast } from "@/components/ui/toaster";
import { navigateAway } from "@/lib/navigation";

let redirecting = false;

/** The session is gone: say so, then send the browser to the login endpoint after 500 ms (spec §8). */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => {
    redirecting = false;
    navigateAway("/api/login");
  }, DELAYS.loginRedirect);
}
