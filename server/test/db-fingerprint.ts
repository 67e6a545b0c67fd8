// A digest of every table but sessions (which any signed-in request touches) and rate_limits (which counts refused
// attempts: its purpose), to prove that a refused request wrote nothing: take one before, one after, compare.
import type pg from "pg";

const queries = new WeakMap<pg.Pool, Promise<string>>();

function digestQuery(pool: pg.Pool): Promise<string> {
  let q = queries.get(pool);
  if (!q) {
    q = pool
      .query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limits') order by 1",
      )
      .then(
        ({ rows }) =>
          "select " +
          rows
            .map(
              ({ table_name: t }) =>
                `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${t}" x) as "${t}"`,
            )
            .join(", "),
      );
    queries.set(pool, q);
  }
  return q;
}

/** One md5 per table, keyed by table name. */
export async function tableDigests(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<Record<string, string>>(await digestQuery(pool));
  return rows[0];
}
