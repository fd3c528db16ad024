import type { ResourceName } from "../../src/catalogue/registry";
import { FIXTURES } from "../../server/domains";
import type { Fixture, FixtureServer } from "../../server/domains/fixture";
import type { Tx } from "../../server/platform/db/types";
import type { TestServer } from "./harness";

const adapted = new WeakMap<TestServer, FixtureServer>();

/** The test server as the resource fixtures (server/domains/<section>/<name>/fixture.ts) see it: one object per server. */
export function fixtureServer(t: TestServer): FixtureServer {
  let s = adapted.get(t);
  if (!s) {
    s = { db: t.server.deps.db as unknown as Tx, now: () => t.clock.now, adminToken: t.adminToken, rpc: (path, payload, token) => t.rpc(path, payload, token) };
    adapted.set(t, s);
  }
  return s;
}

/** A resource's test fixture, if it has one. */
export function fixtureOf(name: string): Fixture | undefined {
  return (FIXTURES as Readonly<Partial<Record<ResourceName, Fixture>>>)[name as ResourceName];
}

/** Create data that needs records of other resources first (the fixture's `madeFirst`). */
export async function madeFirst(t: TestServer, name: string, n?: number): Promise<Record<string, unknown>> {
  return (await fixtureOf(name)?.madeFirst?.(fixtureServer(t), n)) ?? {};
}
