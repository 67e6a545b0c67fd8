// The one HTTP mock of the client tests (decision 041): MSW answers the app's fetch (and XHR) at the network
// boundary, so a test runs lib/api-client.ts as the app does. setup.ts starts `server` for every test file.
import { http, HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";

export { http, HttpResponse } from "msw";

/** A request the app made, kept for assertions. */
export interface SentRequest {
  method: string;
  url: URL;
  /** Path and query as the app wrote them, e.g. "/api/teachers?status=approved&limit=12". */
  path: string;
  /** The body as sent ("" when none). */
  text(): Promise<string>;
  /** The body parsed as JSON. */
  json(): Promise<unknown>;
}

const sent: SentRequest[] = [];
const unexpected: string[] = [];

function refuse(request: Request): void {
  const url = new URL(request.url);
  unexpected.push(`${request.method} ${url.pathname}${url.search}`);
}

// The last handler, kept by resetHandlers. MSW lets a request out to the network when the handler it matched
// answers nothing; here such a request, like one no handler matched, fails as if the network were down.
const refuseTheRest = http.all("*", ({ request }) => {
  refuse(request);
  return HttpResponse.error();
});

export const server = setupServer(refuseTheRest);

server.events.on("request:start", ({ request }) => {
  // Cloned now: the handler may read the original body before the test looks at it.
  const copy = request.clone();
  let body: Promise<string> | undefined;
  const text = () => (body ??= copy.text());
  const url = new URL(request.url);
  sent.push({
    method: request.method,
    url,
    path: url.pathname + url.search,
    text,
    json: async () => JSON.parse(await text()),
  });
});

// What the catch-all cannot take (onUnhandledRequest "error" in setup.ts refuses it) is recorded the same way.
server.events.on("request:unhandled", ({ request }) => refuse(request));

/** Answers for the current test (in front of any earlier ones); setup.ts removes them after each test. */
export function mockApi(...handlers: RequestHandler[]): void {
  server.use(...handlers);
}

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * Answers from a table keyed by "METHOD /path?query", or "/path?query" for a GET. Path and query must match exactly
 * (MSW's own handlers ignore the query); another request goes on to the earlier handlers, then is refused.
 */
export function mockRoutes(routes: Record<string, Answer>): void {
  server.use(
    http.all("*", ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const answer = routes[`${request.method} ${path}`] ?? (request.method === "GET" ? routes[path] : undefined);
      return answer?.(request);
    }),
  );
}

/** An answer the test gives later: a handler returns `promise`, the test calls `resolve` (to see a pending state). */
export function deferred<T = Response>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The requests made in this test, in order; only those with the method and path when given. A path with a "?"
 * is compared with path and query, one without with the path alone.
 */
export function requests(method?: string, path?: string): SentRequest[] {
  return sent.filter(
    (r) =>
      (method === undefined || r.method === method) &&
      (path === undefined || (path.includes("?") ? r.path : r.url.pathname) === path),
  );
}

/**
 * Called by setup.ts after each test: forgets the test's answers and requests, and fails the test if a request was
 * refused (the app may have swallowed the error).
 */
export function resetApi(): void {
  server.resetHandlers();
  sent.length = 0;
  const refused = unexpected.splice(0);
  if (refused.length > 0) throw new Error(`Requests without a handler in this test: ${refused.join(", ")}`);
}
