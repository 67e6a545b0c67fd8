// Build-time rendering of the signed-out pages (spec §2: / and /auth), run by scripts/prerender.ts, so a visitor
// without a session cookie sees the page drawn before any script has run (decision 012).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App, makeClient } from "./app/app";
import { preloadPage } from "./app/routes";
import { userQueryKey } from "./features/auth/api/get-user";
import { applyLanguage } from "./lib/i18n";
import { DEFAULT_LANGUAGE, type Language } from "@shared/i18n";

/**
 * The markup inside #root for `url` ("/auth?tab=signup"), as the app first renders it for a signed-out visitor
 * who reads `language`.
 */
export async function renderSignedOut(url: string, language: Language = DEFAULT_LANGUAGE): Promise<string> {
  await applyLanguage(language);
  const [path, search = ""] = url.split("?");
  const client = makeClient();
  // No session: the server sends these pages only to a visitor without a session cookie.
  client.setQueryData(userQueryKey, null);
  // The page's code is loaded first, so the routes render it rather than the 'Loading...' screen.
  await preloadPage(path);
  return renderToString(
    <StrictMode>
      <App client={client} ssrPath={path} ssrSearch={search} />
    </StrictMode>,
  );
}
