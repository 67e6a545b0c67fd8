import "./lib/zod-config";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, makeClient } from "./app/app";
import { preloadPage } from "./app/routes";
import { userQueryOptions } from "./features/auth/api/get-user";
import "./index.css";

// Both at once, before React's first render: the session check and the download of the page's code.
const queryClient = makeClient();
void queryClient.prefetchQuery(userQueryOptions);
void preloadPage(window.location.pathname);

const root = createRoot(document.getElementById("root")!);
// A transition: the first render yields to the browser every few milliseconds rather than in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App client={queryClient} />
    </StrictMode>,
  ),
);
