import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh schema in the PostgreSQL at `base` (DATABASE_URL by default), reached through
 * `search_path` in the answered URL, and dropped by `drop()`: one database serves many
 * parallel tests and benchmarks without them seeing each other's tables.
 */
export async function throwawaySchema(prefix = "t", base = process.env.DATABASE_URL as string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  // public stays on the path for the extensions installed there (pg_trgm).
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}
