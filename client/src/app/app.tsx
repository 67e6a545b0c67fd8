import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Router } from "wouter";
import { AppShell } from "./layout/app-shell";
import { Toaster } from "@/components/ui/toaster";
import { userQueryKey } from "@/features/auth/api/get-user";
import { handleUnauthorized } from "@/features/auth/lib/handle-unauthorized";
import { isUnauthorizedError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { AppRoutes } from "./routes";

// A read that finds the session gone sends to login, but only while the app believes someone is signed in:
// a read still in flight when the user logs out must not turn 'Logged out' into 'Unauthorized'.
export function makeClient(): QueryClient {
  const client = createQueryClient((error, query) => {
    if (query.queryKey[0] === userQueryKey[0] || !isUnauthorizedError(error)) return;
    if (client.getQueryData(userQueryKey)) handleUnauthorized();
  });
  return client;
}

/**
 * The app; `client` lets the entry point start the session check before React renders. `ssrPath` and
 * `ssrSearch` name the page when it is rendered to HTML at build time (client/src/prerender.tsx).
 */
export function App({
  client,
  ssrPath,
  ssrSearch,
}: {
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
} = {}) {
  const [queryClient] = useState(() => client ?? makeClient());
  // Marks the page as React's: a prerendered page's form typed into before this loses what was typed (hydration
  // sets its inputs to their state), so the browser tests wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <AppShell>
          <AppRoutes />
        </AppShell>
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
}
