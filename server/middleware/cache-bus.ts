// Tells every server process which cached answers a write changed (decision 052), by LISTEN/NOTIFY on the database
// they already share; a notification reaches every listener after the sender's statement commits.
import crypto from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

const CACHE_CHANNEL = "halaqa_cache";

export interface CacheBus {
  /** Tells the other processes that answers of these tags changed. Never throws: a lost message is bounded by the TTL. */
  publish(tags: readonly string[]): void;
  /** Calls back with the tags another process changed; with every tag (undefined) when the bus lost its connection. */
  subscribe(onInvalidate: (tags?: readonly string[]) => void): void;
  /** Whether messages are being received: a cache must not store while it could miss one. */
  connected(): boolean;
  stop(): Promise<void>;
}

export interface PgCacheBusOptions {
  /** The app's pool: publishing is one statement on it. */
  pool: pg.Pool;
  /** How to open the listening connection (the pool's own settings by default). */
  clientConfig?: pg.ClientConfig;
  logger?: Pick<Logger, "warn" | "info">;
  /** Waits between reconnection attempts, in ms (doubling up to 10 s). */
  retryMs?: number;
  /** The NOTIFY channel (a fixed identifier): the cache's by default; live messages use their own (decision 098). */
  channel?: "halaqa_cache" | "halaqa_messages";
}

/** Opens the listening connection and answers once it listens (or throws if the first attempt fails). */
export async function pgCacheBus({
  pool,
  clientConfig,
  logger,
  retryMs = 250,
  channel: CHANNEL = CACHE_CHANNEL,
}: PgCacheBusOptions): Promise<CacheBus> {
  const origin = crypto.randomUUID();
  const handlers: ((tags?: readonly string[]) => void)[] = [];
  const config = clientConfig ?? (pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs;

  const dropAll = () => {
    for (const h of handlers) h(undefined);
  };

  const connect = async () => {
    const c = new pg.Client(config);
    // A broken connection (the database restarted): forget everything, then listen again.
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      listening = false;
      dropAll();
      if (stopped) return;
      logger?.warn({ err: err ? { message: err.message } : undefined }, "cache bus: connection lost; reconnecting");
      schedule();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    c.on("notification", (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const [from, list = ""] = msg.payload.split(" ");
      if (from === origin) return;
      const tags = list.split(",").filter(Boolean);
      for (const h of handlers) h(tags);
    });
    client = c;
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    listening = true;
    wait = retryMs;
  };

  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().catch((err: Error) => {
        logger?.warn({ err: { message: err.message } }, "cache bus: could not listen; trying again");
        client?.end().catch(() => {});
        client = undefined;
        wait = Math.min(wait * 2, 10_000);
        schedule();
      });
    }, wait);
    retry.unref();
  };

  await connect();

  return {
    publish(tags) {
      if (tags.length === 0) return;
      pool.query("select pg_notify($1, $2)", [CHANNEL, `${origin} ${tags.join(",")}`]).catch((err: Error) => {
        logger?.warn({ err: { message: err.message } }, "cache bus: could not publish an invalidation");
      });
    },
    subscribe(onInvalidate) {
      handlers.push(onInvalidate);
    },
    connected: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}
