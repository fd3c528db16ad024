/**
 * The transition matrix, generated from the catalogue: for every resource that declares states,
 * every state and every transition, on both databases. A transition the state allows answers
 * SUCCESS, moves the record to `to` and writes a change record named after its method; one it does
 * not allow answers FAILED_PRECONDITION (9) and leaves the row and the change records untouched.
 * Two parallel calls of one transition on one record: exactly one wins. Machines of resources with
 * nothing of their own run on SQLite and, when sampled, PostgreSQL (contractDatabases.ts).
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodName, transitionMethodName, transitionOf, uniformRights, type FieldDef, type MachineDef, type ResourceDef, type TransitionDef } from "../../src/catalogue";
import { consoleUser, RESOURCES, resourceByName } from "../../src/catalogue/registry";
import { encodeValue } from "../../server/resources/columns";
import type { Tx } from "../../server/platform/db/types";
import { givenOf } from "../../server/domains/fixture";
import { insertSeed } from "../../server/seed/factory";
import type { AuthedCall } from "../../server/platform/rpc/call";
import { BusinessError } from "../../server/platform/wire/errors";
import { MethodRegistry } from "../../server/platform/rpc/registry";
import { registerMachine, runTransition, type TransitionHook } from "../../server/resources/transitions";
import { userHooks } from "../../server/domains/sysadmin/consoleUser/hooks";
import { drainJobs } from "../../server/platform/jobs/runner";
import { databasesFor } from "./contractDatabases";
import { fixtureOf, fixtureServer, madeFirst } from "./fixtureServer";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";
import { sampleRecord, sampleValue } from "./sampleRecord";

type Rec = Record<string, unknown> & { Id: number; utime: number };

const MACHINES = (RESOURCES as readonly ResourceDef[]).filter((r) => r.states);

// What each resource needs beyond the sampler (create data, rows its machine needs, transition inputs, a
// setup of its own) is its fixture: server/domains/<section>/<name>/fixture.ts.
const givenFor = (name: string, n: number): Record<string, unknown> => givenOf(fixtureOf(name), n, true);

it("the console users have a machine, so the matrix below is not empty", () => {
  expect(MACHINES.map((r) => r.name)).toContain("consoleUser");
});

/** Server-set values written before a transition's allowed call (the fixture's `prepareTransition`). */
const prepareFor = (resource: ResourceDef, transition: TransitionDef): Record<string, unknown> | undefined =>
  fixtureOf(resource.name)?.prepareTransition?.[transition.name];

/** A valid `data` for a transition's input fields. */
function inputOf(resource: ResourceDef, transition: TransitionDef, n: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const given = fixtureOf(resource.name)?.input?.[transition.name]?.() ?? {};
  for (const f of transition.input ?? []) {
    if (Object.hasOwn(given, f.key)) continue;
    const value = sampleValue(f, n);
    if (value !== undefined) data[f.key] = value;
    else if (f.required) throw new Error(`${resource.name}.${transition.name}: give a sample for input ${f.key}`);
  }
  return { ...data, ...given };
}

it("a machine's side-effect hooks are named by its transitions, each given once at registration", () => {
  const withHook = { ...consoleUser, states: { ...consoleUser.states, transitions: consoleUser.states.transitions.map((t) => (t.name === "disable" ? { ...t, hook: "revoke" } : t)) } };
  expect(() => registerMachine(new MethodRegistry(), withHook)).toThrow("no hook revoke for transition disable");
  expect(() => registerMachine(new MethodRegistry(), consoleUser, {}, { revoke: () => undefined })).toThrow("transition hook revoke is named by no transition");
  const registry = new MethodRegistry();
  registerMachine(registry, withHook, {}, { revoke: () => undefined });
  expect(registry.keys().sort()).toEqual(["sys.SysAdmin/disableUser", "sys.SysAdmin/enableUser"]);
});

describeEachDb("state machines", (kind) => {
  let t: TestServer;
  let next = 7000;
  const db = () => t.server.deps.db;
  /** Jobs started by earlier calls (a code batch's generation) run to the end first: they change rows a refused call must leave alone. */
  const jobsSettled = async () => {
    await drainJobs(t.server.deps);
    expect(Number((await db().selectFrom("job").select((eb) => eb.fn.countAll().as("n"))
      .where("status", "in", ["QUEUED", "RUNNING"]).executeTakeFirstOrThrow()).n)).toBe(0);
  };

  beforeAll(async () => {
    // Jobs run only when drained, so no case waits on a runner's poll.
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Creates a sample record (and the records its required references need) through the resource's own create. */
  async function create(resource: ResourceDef, over: Record<string, unknown> = {}): Promise<Rec> {
    const refs: Record<string, unknown> = {};
    for (const f of resource.fields) {
      if (f.kind === "ref" && f.ref && (f.required || resource.parent?.key === f.key)) {
        refs[f.key] = (await create(resourceByName(f.ref) as ResourceDef)).Id;
      }
    }
    const fixture = fixtureOf(resource.name);
    for (const [key, target] of Object.entries(fixture?.idOfForTransitions ?? fixture?.idOf ?? {}) as [string, string][]) refs[key] = (await create(resourceByName(target) as ResourceDef)).Id;
    Object.assign(refs, await fixture?.linked?.(db() as unknown as Tx, refs));
    next += 1;
    t.clock.advance(1000);
    const data = sampleRecord(resource, next, { ...givenFor(resource.name, next), ...(await madeFirst(t, resource.name)), ...refs, ...over });
    if (!resource.ops.includes("create")) {
      // Records nobody creates by hand (orders, visitors) are written as the server's own code writes them.
      const Id = await insertSeed(db() as unknown as Tx, resource, data, t.clock.now);
      const got = await t.rpc(`${resource.service}/${methodName(resource, "get")}`, { Id }, t.adminToken);
      expect(got.body, `get ${resource.name}`).toMatchObject({ code: "SUCCESS" });
      await fixture?.afterCreate?.(fixtureServer(t), got.body.data as Rec);
      return got.body.data as Rec;
    }
    const answer = await t.rpc(`${resource.service}/${methodName(resource, "create")}`, { data }, t.adminToken);
    expect(answer.body, `create ${resource.name}`).toMatchObject({ code: "SUCCESS" });
    await fixture?.afterCreate?.(fixtureServer(t), answer.body.data as Rec);
    const prepare = fixture?.prepare;
    if (!prepare) return answer.body.data as Rec;
    const made = answer.body.data as Rec;
    await prepared(resource, made.Id, prepare);
    return (await t.rpc(`${resource.service}/${methodName(resource, "get")}`, { Id: made.Id }, t.adminToken)).body.data as Rec;
  }

  /** Writes a PREPARE entry over a record (no change record: a test's setup). */
  async function prepared(resource: ResourceDef, Id: number, values: Record<string, unknown> | undefined): Promise<void> {
    if (!values) return;
    const encoded = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeValue(resource.fields.find((f) => f.key === k) as FieldDef, v)]));
    await byCatalogue(db()).updateTable(resource.table).set(encoded).where("Id", "=", Id).execute();
  }

  for (const resource of MACHINES.filter((r) => databasesFor(r).includes(kind))) {
    const machine = resource.states as MachineDef;
    const field = resource.fields.find((f) => f.key === machine.field) as FieldDef;
    const row = (id: number) => byCatalogue(db()).selectFrom(resource.table).selectAll().where("Id", "=", id).executeTakeFirstOrThrow();
    const changes = (id: number, method?: string) => {
      let q = db().selectFrom("data_change").selectAll().where("resource", "=", resource.name).where("recordId", "=", id);
      if (method !== undefined) q = q.where("method", "=", method);
      return q.execute();
    };
    /** Puts the record in `state` directly in the database, as a test's setup (no change record). */
    const putIn = async (id: number, state: string): Promise<number> => {
      await byCatalogue(db()).updateTable(resource.table).set({ [machine.field]: encodeValue(field, state) }).where("Id", "=", id).execute();
      return Number((await row(id)).utime);
    };
    const call = (transition: TransitionDef, payload: Record<string, unknown>): Promise<RpcAnswer> =>
      t.rpc(`${resource.service}/${transitionMethodName(resource, transition)}`, payload, t.adminToken);

    describe(resource.name, () => {
      /** One record per state, moved back into it before every call. */
      const records = new Map<string, Rec>();
      let teardown: (() => void) | undefined;
      beforeAll(async () => {
        teardown = fixtureOf(resource.name)?.setup?.();
        for (const s of machine.states) records.set(s.value, await create(resource));
      });
      afterAll(async () => {
        // The jobs this matrix started run while its setup holds (a gift batch's job without its handler), as a background runner would have run them.
        await drainJobs(t.server.deps);
        teardown?.();
      });

      for (const s of machine.states) {
        for (const transition of machine.transitions) {
          const method = transitionMethodName(resource, transition);
          const allowed = transition.from.includes(s.value);
          it(`${s.value} → ${method}: ${allowed ? `moves to ${transition.to}` : "FAILED_PRECONDITION, nothing changes"}`, async () => {
            const { Id } = records.get(s.value) as Rec;
            if (allowed) await prepared(resource, Id, prepareFor(resource, transition));
            if (allowed) await fixtureOf(resource.name)?.beforeCall?.(db() as unknown as Tx, Id);
            // Drained before the record is put in its state: a job (a batch's generation) may write the record itself.
            else await jobsSettled();
            const utime = await putIn(Id, s.value);
            const data = inputOf(resource, transition, next);
            if (allowed) {
              const before = (await changes(Id, method)).length;
              const r = await call(transition, { Id, utime, data });
              expect(r.status).toBe(200);
              expect(r.body).toMatchObject({ code: "SUCCESS", total: 1, data: [{ Id, [machine.field]: transition.to }] });
              expect((await row(Id))[machine.field]).toBe(encodeValue(field, transition.to));
              const written = await changes(Id, method);
              expect(written).toHaveLength(before + 1);
              expect(String(written.at(-1)?.summary)).toContain(`${transition.label}：`);
              expect(written.at(-1)?.action).toBe("action");
            } else {
              const before = await row(Id);
              const changesBefore = await changes(Id);
              for (const payload of [{ Id, utime, data }, { Id, data }, { Ids: [Id], data }]) {
                const r = await call(transition, payload);
                expect(r.status, JSON.stringify(payload)).toBe(400);
                expect(r.body.code, String(r.body.message)).toBe(9);
                expect(String(r.body.message)).toContain(`不能执行「${transition.label}」`);
              }
              expect(await row(Id)).toEqual(before);
              expect(await changes(Id)).toEqual(changesBefore);
            }
          });
        }
      }

      for (const transition of machine.transitions) {
        const method = transitionMethodName(resource, transition);
        it(`two parallel ${method} calls on one record: exactly one succeeds`, async () => {
          const state = transition.from[0] as string;
          const { Id } = records.get(state) as Rec;
          await prepared(resource, Id, prepareFor(resource, transition));
          await fixtureOf(resource.name)?.beforeCall?.(db() as unknown as Tx, Id);
          await putIn(Id, state);
          const data = inputOf(resource, transition, next);
          const before = (await changes(Id, method)).length;
          // Neither call names a utime: only the state check inside the transaction can refuse the second.
          const answers = await Promise.all([call(transition, { Id, data }), call(transition, { Id, data })]);
          const codes = answers.map((a) => a.body.code);
          expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
          const loser = answers.find((a) => a.body.code !== "SUCCESS");
          expect([9, 10]).toContain(loser?.body.code);
          expect((await row(Id))[machine.field]).toBe(encodeValue(field, transition.to));
          expect(await changes(Id, method)).toHaveLength(before + 1);
        });
      }
    });
  }

  describe("side-effect hooks", () => {
    const disable = transitionOf(consoleUser, "disable") as TransitionDef;
    /** The administrator's call, as the dispatcher would make it. */
    const adminCall = async (): Promise<AuthedCall> => {
      const admin = await db().selectFrom("console_user").selectAll().where("userName", "=", "admin").executeTakeFirstOrThrow();
      return {
        ...t.server.deps, ip: "127.0.0.1", path: "sys.SysAdmin/disableUser", token: undefined,
        user: { Id: Number(admin.Id), userName: "admin", nickName: String(admin.nickName), role: "admin", rights: uniformRights("WRITE"), tokenHash: "" },
      };
    };
    const dictCount = async () => (await db().selectFrom("dict").select("Id").execute()).length;
    const mark = (): TransitionHook => async ({ tx, call }) => {
      await tx.insertInto("dict").values({ ctime: call.now(), utime: call.now(), name: `hook_${call.now()}`, label: "钩子", items: "[]" }).execute();
    };

    it("run inside the transaction: a hook that refuses leaves its own writes and the record unchanged", async () => {
      const u = await create(consoleUser, { state: "ACTIVE" });
      const before = await db().selectFrom("console_user").selectAll().where("Id", "=", u.Id).executeTakeFirstOrThrow();
      const dicts = await dictCount();
      const refusing: TransitionHook = async (ctx) => {
        await mark()(ctx);
        throw new BusinessError("REFUSED", "外部渠道拒绝");
      };
      await expect(runTransition(await adminCall(), consoleUser, disable, { Id: u.Id }, { hooks: userHooks, sideEffect: refusing })).rejects.toThrow("外部渠道拒绝");
      expect(await dictCount()).toBe(dicts);
      expect(await db().selectFrom("console_user").selectAll().where("Id", "=", u.Id).executeTakeFirstOrThrow()).toEqual(before);
    });

    it("a hook's writes and the fields it answers land with the new state; it is not run for a record in the wrong state", async () => {
      const u = await create(consoleUser, { state: "ACTIVE" });
      const dicts = await dictCount();
      const call = await adminCall();
      const noted: TransitionHook = async (ctx) => {
        await mark()(ctx);
        return { nickName: `${String(ctx.current.nickName)}（已停用）` };
      };
      const done = await runTransition(call, consoleUser, disable, { Ids: [u.Id] }, { hooks: userHooks, sideEffect: noted });
      expect(done.data).toMatchObject([{ Id: u.Id, state: "DISABLED", nickName: `${String(u.nickName)}（已停用）` }]);
      expect(await dictCount()).toBe(dicts + 1);
      t.clock.advance(1000);
      await expect(runTransition(call, consoleUser, disable, { Id: u.Id }, { hooks: userHooks, sideEffect: noted })).rejects.toMatchObject({ status: 9 });
      expect(await dictCount()).toBe(dicts + 1);
    });
  });
});
