import { expect } from "vitest";
import { methodName, type ResourceDef, type ResourceOp } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import { createTestServer, type DbKind, type RpcAnswer, type TestServer } from "./harness";
import { sampleRecord } from "./sampleRecord";

export type Rec = Record<string, unknown> & { Id: number; ctime: number; utime: number };

/** What a create needs beyond the fields the sampler fills: dictionary values, extra keys. */
const GIVEN: Readonly<Record<string, Record<string, unknown>>> = {
  consoleUser: { role: "editor", password: "Sample-pass-123" },
};

/** Calls one generic method of a resource (as admin unless a token is given). */
export type OpCall = (op: ResourceOp, payload: Record<string, unknown>, token?: string) => Promise<RpcAnswer>;

export interface ResourceFixture {
  readonly t: TestServer;
  readonly op: OpCall;
  /** Creates sample record number `n` (parents made on first need); the clock moves 1 s first, so ctimes differ. */
  create(n: number, over?: Record<string, unknown>): Promise<Rec>;
  /** The record that `create(n)` sends. */
  sample(n: number): Promise<Record<string, unknown>>;
  /** Signs in a new user whose only right is `level` on the resource's access object. */
  userWith(level: "NONE" | "READ", userName: string): Promise<string>;
}

/** A fresh server without demo data, so that only the test's own records exist. */
export async function resourceFixture(kind: DbKind, resource: ResourceDef): Promise<ResourceFixture> {
  const t = await createTestServer(kind, { seed: "none" });
  const parents = new Map<string, number>();
  const callOn = (r: ResourceDef, op: ResourceOp, payload: Record<string, unknown>, token = t.adminToken) =>
    t.rpc(`${r.service}/${methodName(r, op)}`, payload, token);

  // Required references (and the parent key) point at one sample record of the target, made once.
  async function refsOf(r: ResourceDef): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const f of r.fields) {
      if (f.kind !== "ref" || !f.ref || !(f.required || r.parent?.key === f.key)) continue;
      if (!parents.has(f.ref)) parents.set(f.ref, (await createOn(resourceByName(f.ref) as ResourceDef, 1)).Id);
      out[f.key] = parents.get(f.ref) as number;
    }
    return out;
  }

  async function createOn(r: ResourceDef, n: number, over: Record<string, unknown> = {}): Promise<Rec> {
    t.clock.advance(1000);
    const data = sampleRecord(r, n, { ...GIVEN[r.name], ...(await refsOf(r)), ...over });
    const answer = await callOn(r, "create", { data });
    expect(answer.body, `create ${r.name}`).toMatchObject({ code: "SUCCESS" });
    return answer.body.data as Rec;
  }

  return {
    t,
    op: (op, payload, token) => callOn(resource, op, payload, token),
    create: (n, over) => createOn(resource, n, over),
    sample: async (n) => sampleRecord(resource, n, { ...GIVEN[resource.name], ...(await refsOf(resource)) }),
    async userWith(level, userName) {
      const rights = level === "NONE" ? {} : { [resource.access]: level };
      const data = { userName, nickName: userName, role: "auditor", state: "ACTIVE", password: "Reader-pass-123", acl: { rights } };
      const answer = await t.rpc("sys.SysAdmin/createUser", { data }, t.adminToken);
      expect(answer.body.code).toBe("SUCCESS");
      return t.login(userName, "Reader-pass-123");
    },
  };
}
