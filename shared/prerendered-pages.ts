/**
 * The pages rendered at build time for a visitor without a session (decision 012): exact URL → file in
 * dist/public. scripts/prerender.ts writes them; the server sends them (server/app.ts). `hydrate`: React takes
 * the page over (/auth); the landing page stays static HTML with its menu script.
 */
export const PRERENDERED_PAGES = [
  { url: "/", file: "landing.html", hydrate: false },
  { url: "/auth", file: "auth.html", hydrate: true },
  { url: "/auth?tab=signup", file: "auth-signup.html", hydrate: true },
] as const;

/**
 * The id of the JSON data block in the app's page that holds the signed-in user (or null), as GET /api/user
 * answers, written by the server (server/app.ts) and read by the entry point (client/src/main.tsx).
 */
export const SESSION_USER_ELEMENT_ID = "session-user";
