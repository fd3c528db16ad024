/**
 * Where the generated per-resource contract runs: a resource with SQL or hooks of its own
 * (ownRules.ts) on every database; a generic one on SQLite, and on PostgreSQL only when it is in
 * this run's rotating sample — the generic code it shares is exercised there by the others.
 *
 * CONTRACT_PG_SAMPLE (default 6): how many generic resources PostgreSQL takes.
 * CONTRACT_PG_ROTATION (default the commit, `git rev-parse HEAD`): what picks them, so a run is reproducible.
 * CONTRACT_PG_ALL=1: every resource on every database.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { DATABASES, type DbKind } from "./harness";
import { ownRules } from "./ownRules";

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "no-commit";
  }
}

const ALL = process.env.CONTRACT_PG_ALL === "1";
const SAMPLE = Math.max(0, Number(process.env.CONTRACT_PG_SAMPLE ?? 6) || 0);
export const ROTATION = process.env.CONTRACT_PG_ROTATION || commit();

const rules = ownRules();
/** Resources with nothing of their own on the server. */
export const GENERIC: readonly string[] = [...rules].filter(([, own]) => own.length === 0).map(([name]) => name).sort();

/** `k` of `names`, the same for the same rotation: ordered by a stable hash of rotation and name. */
export function sampleOf(names: readonly string[], rotation: string, k: number): string[] {
  const rank = (name: string) => createHash("sha256").update(`${rotation}\n${name}`).digest("hex");
  return [...names].sort((a, b) => rank(a).localeCompare(rank(b))).slice(0, k);
}

/** This run's generic resources on PostgreSQL. */
export const PG_SAMPLE: ReadonlySet<string> = new Set(sampleOf(GENERIC, ROTATION, SAMPLE));

if (DATABASES.includes("postgres") && !ALL) {
  console.info(`contract on PostgreSQL: ${rules.size - GENERIC.length} resources with rules of their own + ${PG_SAMPLE.size} of ${GENERIC.length} generic (${[...PG_SAMPLE].join(", ")}), rotation ${ROTATION}; `
    + `rerun with CONTRACT_PG_ROTATION=${ROTATION}, or CONTRACT_PG_ALL=1 for every resource`);
}

/** The databases a resource's generated contract runs on. */
export function databasesFor(resource: ResourceDef): readonly DbKind[] {
  const own = rules.get(resource.name) ?? ["not in the catalogue"];
  return ALL || own.length > 0 || PG_SAMPLE.has(resource.name) ? DATABASES : DATABASES.filter((kind) => kind === "sqlite");
}

/**
 * Like describeEachDb, for a suite generated over `resources`: each database gets the resources it
 * runs, and a database that runs none gets no suite at all (so it starts no server).
 */
export function describeEachDbFor<R extends ResourceDef>(name: string, resources: readonly R[], suite: (kind: DbKind, resources: readonly R[]) => void): void {
  for (const kind of DATABASES) {
    const mine = resources.filter((r) => databasesFor(r).includes(kind));
    if (mine.length > 0) describe(`${name} [${kind}]`, () => suite(kind, mine));
  }
}
