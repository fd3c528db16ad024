import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs `work` on one connection of its own to `url`, closed whatever happens. */
export async function onDatabase<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * A fresh schema in the PostgreSQL at `base` (DATABASE_URL by default), reached through
 * `search_path` in the answered URL, and dropped by `drop()`: one database serves many
 * parallel tests and benchmarks without them seeing each other's tables.
 */
export async function throwawaySchema(prefix = "t", base = process.env.DATABASE_URL as string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = (text: string) => onDatabase(base, async (c) => {
    await c.query(text);
  });
  await run(`create schema ${schema}`);
  const url = new URL(base);
  // public stays on the path for the extensions installed there (pg_trgm).
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}
