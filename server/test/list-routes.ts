// Every route the Express app answers, read from its router stack, so a test can insist each one is in the
// route table (a route added without an entry fails the authorization test).
import type { Express } from "express";

export interface AppRoute {
  method: string;
  /** Express path pattern, e.g. /api/classes/:id */
  path: string;
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: string;
}

export function listRoutes(app: Express): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          for (const m of Object.keys(layer.route.methods)) {
            if (m === "_all") continue;
            out.push({ method: m.toUpperCase(), path: `${prefix}${p}` });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, "");
  // express.static and the SPA fallback are not API routes.
  return out.filter((r) => !(r.method === "GET" && r.path.startsWith("/^")));
}
