// A failed sign-in's or sign-up's toast, taken away once it is stale (issue 32: "Registration failed" stayed beside the
// new account's "Welcome"): when an attempt succeeds, when the visitor leaves the sign-in page, or is signed in.
import type { QueryClient } from "@tanstack/react-query";
import { dismissToast, toast } from "@/components/ui/toaster";
import { userQueryKey } from "../api/get-user";

let shown: string | number | undefined;

/** Shows the failure (title translated), unless someone is signed in by now (an earlier attempt answered late). */
export function showAuthFailure(queryClient: QueryClient, title: string, description: string): void {
  if (queryClient.getQueryData(userQueryKey)) return;
  shown = toast({ title, description, variant: "destructive" });
}

/** Takes the last failure's toast away, if it is still shown. */
export function clearAuthFailure(): void {
  if (shown !== undefined) dismissToast(shown);
  shown = undefined;
}
