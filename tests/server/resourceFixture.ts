import { expect } from "vitest";
import { methodName, type ResourceDef, type ResourceOp } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { givenOf } from "../../server/domains/fixture";
import { insertSeed } from "../../server/seed/factory";
import { createTestServer, type DbKind, type RpcAnswer, type TestServer } from "./harness";
import { fixtureOf, madeFirst } from "./fixtureServer";
import { sampleRecord, sampleValue } from "./sampleRecord";

export type Rec = Record<string, unknown> & { Id: number; ctime: number; utime: number };

export const givenFor = (name: string, n: number): Record<string, unknown> => givenOf(fixtureOf(name), n);

/** Calls one generic method of a resource (as admin unless a token is given). */
export type OpCall = (op: ResourceOp, payload: Record<string, unknown>, token?: string) => Promise<RpcAnswer>;

export interface ResourceFixture {
  readonly t: TestServer;
  readonly op: OpCall;
  /** Creates sample record number `n` (parents made on first need); the clock moves 1 s first, so ctimes differ. */
  create(n: number, over?: Record<string, unknown>): Promise<Rec>;
  /** The record that `create(n)` sends. */
  sample(n: number): Promise<Record<string, unknown>>;
  /** The sampler's number behind this fixture's record number `n` (1 ≤ n < 20), for records of other resources. */
  sampleNumber(n: number): number;
  /**
   * A token of a user whose only right is `level` on the resource's access object (no right at all
   * for NONE). Resources with the same access object share the user: one password hash, not one each.
   */
  userWith(level: "NONE" | "READ"): Promise<string>;
}

// Many resources share one server, so each fixture numbers its samples in a block of its own:
// unique fields never collide between resources' records (nor their parents), and numbers stay
// within the sampler's four padded digits. Blocks start at 1000, above the numbers tests give
// `sampleValue` directly for updates (901 …).
const BLOCK = 20;
const FIRST = 1000;
const blocksTaken = new Map<DbKind, number>();

const servers = new Map<DbKind, Promise<TestServer>>();
/** Tokens of the restricted users on the shared servers, by database and user name. */
const users = new Map<string, Promise<string>>();

/**
 * One server without demo data per database for the whole test file (made on first need):
 * migrating and seeding once instead of once per resource. Tests keep to the records they made.
 */
export function sharedServer(kind: DbKind): Promise<TestServer> {
  let server = servers.get(kind);
  if (!server) {
    server = createTestServer(kind, { seed: "none" });
    servers.set(kind, server);
  }
  return server;
}

/** Closes the shared servers (and drops their PostgreSQL schemas): the file's last `afterAll`. */
export async function closeSharedServers(): Promise<void> {
  const all = [...servers.values()];
  servers.clear();
  users.clear();
  for (const server of all) await (await server).close();
}

/** A resource's view of the shared server of `kind`: its own sample numbers, its own parents. */
export async function resourceFixture(kind: DbKind, resource: ResourceDef): Promise<ResourceFixture> {
  const t = await sharedServer(kind);
  const block = blocksTaken.get(kind) ?? 0;
  blocksTaken.set(kind, block + 1);
  const base = FIRST + BLOCK * block;
  if (base + BLOCK > 10_000) throw new Error("resourceFixture: out of sample numbers; widen the sampler's padding");
  for (const f of fixtureOf(resource.name)?.uploaded ? resource.fields.filter((x) => x.kind === "file" && x.upload) : []) {
    for (const k of [...Array.from({ length: BLOCK }, (_, i) => base + i), ...Array.from({ length: 100 }, (_, i) => 900 + i)]) {
      await t.server.deps.db.insertInto("upload_file").values({ key: String(sampleValue(f, k)), dataType: f.upload as string, contentType: "application/pdf", size: 2048 + k, userId: null, ctime: t.clock.now })
        .onConflict((oc) => oc.column("key").doNothing()).execute();
    }
  }
  const sampleNumber = (n: number) => {
    if (!Number.isInteger(n) || n < 1 || n >= BLOCK) throw new Error(`resourceFixture: record number ${n} outside 1..${BLOCK - 1}`);
    return base + n;
  };

  const parents = new Map<string, number>();
  const callOn = (r: ResourceDef, op: ResourceOp, payload: Record<string, unknown>, token = t.adminToken) =>
    t.rpc(`${r.service}/${methodName(r, op)}`, payload, token);

  // Required references (and the parent key) point at one sample record of the target, made once.
  async function refsOf(r: ResourceDef): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const f of r.fields) {
      if (f.kind !== "ref" || !f.ref || !(f.required || r.parent?.key === f.key)) continue;
      if (!parents.has(f.ref)) parents.set(f.ref, await parentOn(resourceByName(f.ref) as ResourceDef));
      out[f.key] = parents.get(f.ref) as number;
    }
    for (const [key, target] of Object.entries(fixtureOf(r.name)?.idOf ?? {}) as [string, string][]) {
      if (!parents.has(target)) parents.set(target, await parentOn(resourceByName(target) as ResourceDef));
      out[key] = parents.get(target) as number;
    }
    return out;
  }

  // A parent nobody creates by hand (a visitor) is written as the server's own code writes it.
  async function parentOn(r: ResourceDef): Promise<number> {
    if (r.ops.includes("create")) return (await createOn(r, 1)).Id;
    const data = sampleRecord(r, sampleNumber(1), { ...givenFor(r.name, sampleNumber(1)), ...(await refsOf(r)) });
    return insertSeed(t.server.deps.db as unknown as Tx, r, data, t.clock.now);
  }

  async function createOn(r: ResourceDef, n: number, over: Record<string, unknown> = {}): Promise<Rec> {
    t.clock.advance(1000);
    // What madeFirst makes wins over the shared sample references (an album item's own image).
    const data = sampleRecord(r, sampleNumber(n), { ...givenFor(r.name, sampleNumber(n)), ...(await refsOf(r)), ...(await madeFirst(t, r.name, sampleNumber(n))), ...over });
    const answer = await callOn(r, "create", { data });
    expect(answer.body, `create ${r.name}`).toMatchObject({ code: "SUCCESS" });
    return answer.body.data as Rec;
  }

  return {
    t,
    op: (op, payload, token) => callOn(resource, op, payload, token),
    create: (n, over) => createOn(resource, n, over),
    sample: async (n) => sampleRecord(resource, sampleNumber(n), { ...givenFor(resource.name, sampleNumber(n)), ...(await refsOf(resource)), ...(await madeFirst(t, resource.name, sampleNumber(n))) }),
    sampleNumber,
    userWith(level) {
      const userName = level === "NONE" ? "nobody" : `reader.${resource.access}`;
      const key = `${kind}:${userName}`;
      let token = users.get(key);
      if (!token) {
        token = (async () => {
          const rights = level === "NONE" ? {} : { [resource.access]: level };
          const data = { userName, nickName: userName, role: "auditor", state: "ACTIVE", password: "Reader-pass-123", acl: { rights } };
          const answer = await t.rpc("sys.SysAdmin/createUser", { data }, t.adminToken);
          expect(answer.body.code, `create ${userName}`).toBe("SUCCESS");
          return t.login(userName, "Reader-pass-123");
        })();
        users.set(key, token);
      }
      return token;
    },
  };
}
