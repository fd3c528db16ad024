/**
 * One migrated, seeded database per test run and seed, copied for every test server: migrating the
 * ~90 tables, seeding the demo world and hashing its passwords once instead of once per server.
 * SQLite: a database image each server opens in memory. PostgreSQL: a template database each server
 * copies with `CREATE DATABASE … TEMPLATE`. Built by tests/server/globalSetup.ts, handed to the
 * workers through vitest's provide/inject.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { startServer } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { onDatabase } from "./pgSchema";
import { START_TIME, testEnv, type TestSeed } from "./testWorld";

export interface TemplateSet {
  /** seed → file holding a SQLite database image. */
  readonly sqlite: Partial<Record<TestSeed, string>>;
  /** seed → URL of a PostgreSQL template database (its schema on the search_path). */
  readonly postgres: Partial<Record<TestSeed, string>>;
}

export const TEMPLATE_SEEDS: readonly TestSeed[] = ["none", "demo"];
/** The schema the tables live in, in the template and in every copy. */
const SCHEMA = "moyuan";

const withDatabase = (base: string, name: string, schemaPath: boolean): string => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (schemaPath) url.searchParams.set("options", `-c search_path=${SCHEMA},public`);
  else url.searchParams.delete("options");
  return url.toString();
};

const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** A first start at the test clock, closed again: what it leaves in the database is the template. */
async function startAndStop(seed: TestSeed, env: Record<string, string>, sqliteFile?: string): Promise<void> {
  // No reader threads: vitest's global setup cannot start the TypeScript worker they run, and a build needs none.
  const server = await startServer(loadConfig({ ...testEnv(seed), ...env }), { now: () => START_TIME, jobs: "manual", sqliteFile, sqliteReaders: 0 });
  await server.close();
}

async function buildSqlite(dir: string, seed: TestSeed): Promise<string> {
  const file = path.join(dir, `${seed}.sqlite`);
  await startAndStop(seed, {}, file);
  // An image in rollback-journal mode: an in-memory database cannot open one that says WAL.
  const db = new SQLite(file);
  db.pragma("journal_mode = DELETE");
  const image = path.join(dir, `${seed}.image`);
  fs.writeFileSync(image, db.serialize());
  db.close();
  return image;
}

async function buildPostgres(base: string, run: string, seed: TestSeed): Promise<string> {
  const name = `moyuan_tpl_${run}_${seed}`;
  await onDatabase(base, (c) => c.query(`create database ${name}`));
  await onDatabase(withDatabase(base, name, false), async (c) => {
    await c.query("create extension if not exists pg_trgm with schema public");
    await c.query(`create schema ${SCHEMA}`);
  });
  const url = withDatabase(base, name, true);
  await startAndStop(seed, { DATABASE_URL: url });
  return url;
}

/** Builds every template (PostgreSQL ones when `postgresUrl` names a server); `remove` deletes them. */
export async function buildTemplates(postgresUrl: string | undefined): Promise<{ templates: TemplateSet; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-templates-"));
  const run = randomBytes(4).toString("hex");
  const sqlite: Partial<Record<TestSeed, string>> = {};
  const postgres: Partial<Record<TestSeed, string>> = {};
  const remove = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!postgresUrl) return;
    for (const url of Object.values(postgres)) await onDatabase(postgresUrl, (c) => c.query(`drop database if exists ${databaseOf(url)} with (force)`));
  };
  try {
    // The PostgreSQL builds mostly wait on the server: they run beside the SQLite ones.
    await Promise.all([
      (async () => {
        for (const seed of TEMPLATE_SEEDS) sqlite[seed] = await buildSqlite(dir, seed);
      })(),
      (async () => {
        if (postgresUrl) for (const seed of TEMPLATE_SEEDS) postgres[seed] = await buildPostgres(postgresUrl, run, seed);
      })(),
    ]);
  } catch (err) {
    await remove();
    throw err;
  }
  return { templates: { sqlite, postgres }, remove };
}

const images = new Map<string, Buffer>();

/** A copy of the SQLite template's image for one server (read once per worker; SQLite copies it again on open). */
export function sqliteImageOf(file: string): Buffer {
  let image = images.get(file);
  if (!image) {
    image = fs.readFileSync(file);
    images.set(file, image);
  }
  return image;
}

/** PostgreSQL's object_in_use: a session is still connected to the database. */
const OBJECT_IN_USE = "55006";

/**
 * Drops a test's database once its server has closed. Not WITH (FORCE): terminating a connection a closing
 * pool has not yet let go of makes that client emit an error nobody listens to any more. A connection still
 * open after a few tries (a pool a test left open) keeps its database; the throwaway cluster goes at the end.
 */
async function dropDatabase(admin: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await onDatabase(admin, (c) => c.query(`drop database if exists ${name}`));
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== OBJECT_IN_USE) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A new PostgreSQL database copied from a template; `drop` removes it. */
export async function copyPostgresTemplate(templateUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  // Connected to the run's own database: a connection to the template would block its copying.
  const admin = process.env.DATABASE_URL as string;
  await onDatabase(admin, (c) => c.query(`create database ${name} template ${databaseOf(templateUrl)}`));
  return { url: withDatabase(templateUrl, name, true), drop: () => dropDatabase(admin, name) };
}
