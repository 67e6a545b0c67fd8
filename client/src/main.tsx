import "./lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, makeClient } from "./app/app";
import { preloadPage } from "./app/routes";
import { userFromPage, userQueryKey, userQueryOptions } from "./features/auth/api/get-user";
import { applyLanguage, pageLanguage } from "./lib/i18n";
import "./index.css";

// The language the server answered the page in (<html lang>: the user's preference or the visitor's cookie). Its
// translations are fetched beside the page's code, and the first render waits for both: no flash of English.
const language = applyLanguage(pageLanguage()).catch(() => undefined);

const container = document.getElementById("root")!;
const queryClient = makeClient();
const app = (
  <StrictMode>
    <App client={queryClient} />
  </StrictMode>
);

if (container.dataset.prerendered === "signed-out") {
  // A page rendered at build time (scripts/prerender.ts), sent only to a visitor without a session cookie: there
  // is no session to ask for, and React takes over the markup already on screen once the page's code is here.
  queryClient.setQueryData(userQueryKey, null);
  // In a transition, as the first render below: React adopts the page in slices of a few milliseconds, so a tap
  // meanwhile is not held up behind one long task.
  void Promise.all([preloadPage(window.location.pathname), language]).finally(() =>
    startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  // The server wrote who is signed in into the page (decision 034); without that (the development server), ask.
  const user = userFromPage();
  if (user === undefined) void queryClient.prefetchQuery(userQueryOptions);
  else queryClient.setQueryData(userQueryKey, user);
  // The page's code (and, for some pages, its first data) is asked for at once, beside the session check.
  void preloadPage(window.location.pathname, { user, client: queryClient, search: window.location.search });
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds rather than in one long task.
  void language.then(() => startTransition(() => root.render(app)));
}
