// Records every SQL statement the server sends while one request runs, and reads the plan PostgreSQL would use for
// each (bench/query-plans.test.ts: no sequential scan of a large table, no query per item of a list).
import type pg from "pg";

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

export interface QueryCapture {
  /** Runs `fn` (one request) and returns its result with the statements sent to the pool while it ran. */
  record<T>(fn: () => PromiseLike<T>): Promise<{ result: T; statements: CapturedStatement[] }>;
  /** Puts the pool and its clients back as they were. */
  restore(): void;
}

type QueryFn = (...args: unknown[]) => unknown;
type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Wraps `query` on every client `pool` hands out. Everything the app sends goes through such a client: drizzle's
 * pool.query and connect-pg-simple's pool.query check one out internally (pg-pool's query calls this.connect and
 * then client.query), and a drizzle transaction runs on a client from pool.connect. Wrapping the clients only, not
 * pool.query as well, records each statement exactly once.
 */
export function captureQueries(pool: pg.Pool): QueryCapture {
  let current: CapturedStatement[] | null = null;
  const patched = new Map<pg.PoolClient, QueryFn>();

  const note = (args: unknown[]) => {
    if (!current) return;
    const [first, second] = args;
    if (typeof first === "string") {
      current.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === "object" && typeof (first as { text?: unknown }).text === "string") {
      // drizzle passes a query config ({ text, rowMode, types }) and the values separately.
      const config = first as { text: string; values?: unknown[] };
      current.push({ text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) });
    }
  };

  const patch = (client: pg.PoolClient) => {
    if (patched.has(client)) return;
    const target = client as unknown as { query: QueryFn };
    const original = target.query;
    patched.set(client, original);
    target.query = function (this: unknown, ...args: unknown[]) {
      note(args);
      return original.apply(this, args);
    };
  };

  const pooled = pool as unknown as { connect: (cb?: ConnectCallback) => unknown };
  const originalConnect = pooled.connect;
  pooled.connect = function (this: pg.Pool, callback?: ConnectCallback) {
    if (typeof callback === "function") {
      return originalConnect.call(this, (err, client, done) => {
        if (client) patch(client);
        callback(err, client, done);
      });
    }
    return (originalConnect.call(this) as Promise<pg.PoolClient>).then((client) => {
      patch(client);
      return client;
    });
  };

  return {
    async record(fn) {
      if (current) throw new Error("captureQueries: one request at a time");
      const statements: CapturedStatement[] = [];
      current = statements;
      try {
        const result = await fn();
        return { result, statements };
      } finally {
        current = null;
      }
    },
    restore() {
      pooled.connect = originalConnect;
      for (const [client, original] of patched) (client as unknown as { query: QueryFn }).query = original;
      patched.clear();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Plans

/** A node of EXPLAIN (FORMAT JSON). */
export interface PlanNode {
  "Node Type": string;
  "Parent Relationship"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Filter?: string;
  Operation?: string;
  Strategy?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** Statements that have a plan; BEGIN, COMMIT, SET and the like have none. */
export const isExplainable = (text: string) => /^\s*(select|with|insert|update|delete)\b/i.test(text);

/** Is this one of connect-pg-simple's statements on the session table? */
// connect-pg-simple's own statements, and the store's read of a session with its account (decision 056).
export const isSessionStore = (text: string) =>
  /^\s*(select sess from|insert into|update|delete from)\s+"sessions"/i.test(text) ||
  /^\s*select "sessions"\."sess", /i.test(text);

/**
 * The plan PostgreSQL chooses for a captured statement when it may not read a table sequentially, nor join by
 * hashing or merging whole inputs: on a small test database it would pick those for any query, so they are taken
 * away and whatever whole-table read remains is one that no index can avoid. EXPLAIN without ANALYZE only plans:
 * nothing is written and FOR UPDATE takes no lock. The transaction is rolled back either way.
 */
export async function explain(client: pg.ClientBase, statement: CapturedStatement): Promise<PlanNode> {
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL enable_seqscan = off");
    await client.query("SET LOCAL enable_hashjoin = off");
    await client.query("SET LOCAL enable_mergejoin = off");
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    return rows[0]["QUERY PLAN"][0].Plan;
  } finally {
    await client.query("ROLLBACK");
  }
}

export interface ScanProblem {
  kind: "Seq Scan" | "full index scan";
  table: string;
  node: PlanNode;
}

// Nodes that pass rows on as they get them: a Limit above them stops the scan below early.
const STREAMING = new Set([
  "Result",
  "Subquery Scan",
  "Gather",
  "Gather Merge",
  "Append",
  "Merge Append",
  "LockRows",
  "Incremental Sort",
  "Unique",
  "Merge Join",
]);

function streams(parent: PlanNode, child: PlanNode): boolean {
  if (parent["Node Type"] === "Nested Loop") return child["Parent Relationship"] === "Outer";
  if (parent["Node Type"] === "Aggregate") return parent.Strategy === "Sorted";
  return STREAMING.has(parent["Node Type"]);
}

/** Is the scan `node` (with `ancestors`, nearest last) cut short by a Limit, with only streaming nodes in between? */
function limited(node: PlanNode, ancestors: PlanNode[]): boolean {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i];
    if (parent["Node Type"] === "Limit") return true;
    if (!streams(parent, child)) return false;
    child = parent;
  }
  return false;
}

/**
 * The reads of a whole large table in a plan: a Seq Scan, or an index read from end to end (no Index Cond), which is
 * what PostgreSQL does instead of a Seq Scan with enable_seqscan off (count(*) over a table becomes a scan of one of
 * its indexes): an Index (Only) Scan that no Limit cuts short, or a Bitmap Index Scan (a bitmap is always complete).
 */
export function wholeTableReads(plan: PlanNode, largeTables: ReadonlySet<string>): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const walk = (node: PlanNode, ancestors: PlanNode[]) => {
    const type = node["Node Type"];
    const table =
      type === "Bitmap Index Scan"
        ? ancestors.findLast((a) => a["Node Type"] === "Bitmap Heap Scan")?.["Relation Name"]
        : node["Relation Name"];
    if (table && largeTables.has(table)) {
      if (type === "Seq Scan") problems.push({ kind: "Seq Scan", table, node });
      else if (type === "Bitmap Index Scan" && !node["Index Cond"])
        problems.push({ kind: "full index scan", table, node });
      else if (
        (type === "Index Scan" || type === "Index Only Scan") &&
        !node["Index Cond"] &&
        !limited(node, ancestors)
      ) {
        problems.push({ kind: "full index scan", table, node });
      }
    }
    for (const child of node.Plans ?? []) walk(child, [...ancestors, node]);
  };
  walk(plan, []);
  return problems;
}

/** "Index Scan on teacher_profiles using teacher_profiles_status_order_idx" and the like. */
export function describeNode(node: PlanNode): string {
  const type = node["Node Type"] === "ModifyTable" ? `${node.Operation ?? "Modify"}` : node["Node Type"];
  const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
  const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
  return `${type}${on}${using}`;
}

/** The scans of a plan, each with how it finds its rows: "(cond)" by an index condition, "(no cond)" the whole index. */
export function scans(plan: PlanNode): string[] {
  const out: string[] = [];
  const bitmapIndexes = (node: PlanNode): PlanNode[] =>
    (node.Plans ?? []).flatMap((c) => (c["Node Type"] === "Bitmap Index Scan" ? [c] : bitmapIndexes(c)));
  const walk = (node: PlanNode) => {
    const type = node["Node Type"];
    if (type === "Bitmap Heap Scan") {
      const indexes = bitmapIndexes(node);
      const cond = indexes.every((i) => i["Index Cond"]) ? "cond" : "no cond";
      out.push(
        `Bitmap Heap Scan on ${node["Relation Name"]} using ${indexes.map((i) => i["Index Name"]).join("+")} (${cond})`,
      );
      return;
    }
    if (type === "Seq Scan") out.push(describeNode(node));
    else if (/Index (Only )?Scan$/.test(type))
      out.push(`${describeNode(node)}${node["Index Cond"] ? " (cond)" : " (no cond)"}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return out;
}

/** The plan as indented text, one node a line with its conditions, for failure messages. */
export function planText(plan: PlanNode): string {
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const extra = (["Index Cond", "Recheck Cond", "Filter"] as const)
      .filter((k) => node[k])
      .map((k) => `${k}: ${node[k]}`)
      .join("; ");
    lines.push(`${"  ".repeat(depth)}-> ${describeNode(node)}${extra ? `  [${extra}]` : ""}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan, 0);
  return lines.join("\n");
}
