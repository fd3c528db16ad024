/**
 * A bounded property-based fuzz of every registered RPC method (fast-check), in shards
 * (tests/server/fuzz/shard-N.test.ts) that each fuzz their share of the methods on a server of their own.
 *
 * The methods come from the registry, so a method added later is fuzzed without touching this
 * file. Each method gets a few dozen payloads per caller: arbitrary JSON, plausible payloads
 * (list / get / update / delete / create / action shapes, plus the method's own input keys) whose
 * values are drawn from nasty sets (NUL, lone surrogates, long strings, 2^31, 2^53, 1e308, deep
 * nesting, `__proto__` keys, SQL-ish text…) and catalogue field names, and raw bodies (invalid
 * JSON, 5000-level nesting, huge numbers).
 *
 * Properties:
 * 1. never a 5xx; the body is JSON with a `code` and a non-empty `message`;
 * 2. anonymous callers, a user with NONE everywhere and one with READ everywhere change nothing
 *    (after each call, every table its statements may have written — the server's statement hook,
 *    widened by triggers and foreign keys — is digested row by row and compared with its last digest;
 *    a digest of every row before and after each caller's run proves the hook missed no write, and
 *    for the two turned away at the gate that their whole run changed no row), except through a
 *    method they hold the right to write with;
 * 3. the administrator (all rights) may write, so only property 1 is checked, without the calls
 *    that would end the test's own session.
 *
 * Runs are reproducible: every property has a fixed seed derived from FUZZ_SEED (default in callers.ts)
 * and the caller and method; a failure prints the seed, the path and the shrunk payload.
 * FUZZ_SCALE multiplies the number of runs (e.g. FUZZ_SCALE=10 for a longer local session).
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniformRights, type Rights } from "../../../src/catalogue";
import { drainJobs } from "../../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type TestServer } from "../harness";
import { answerProblem, bodyText, post, summarizePayload, touchesAdmin } from "./calls";
import { ADMIN_SKIPPED, BASE_SEED, checkedOnce, makeCallers, mayWrite, runsFor, SCALE, SELF_SERVICE_TABLES, seedOf, type Caller } from "./callers";
import { Digests, diff, type Digest } from "./digests";
import { refreshKnown } from "./known";
import { methodsOfShard, SHARDS, type MethodInfo } from "./methods";
import { payloadArb, type Known } from "./payloads";
import { Stats } from "./stats";
import { readTables } from "./tables";
import { WriteLog, type Written } from "./writeLog";

const unknownWrites = (w: Written) => (w.unknown.size > 0 ? `the statement hook saw writes to ${[...w.unknown].join(", ")}, no table of the database` : null);

/** Fuzzes the methods of one shard (1…SHARDS) with every caller. */
export function fuzzShard(shard: number): void {
  describeEachDb(`fuzz: every RPC method, shard ${shard} of ${SHARDS}`, (kind) => {
    let t: TestServer;
    let digests: Digests;
    const writes = new WriteLog();
    const known: Known = { ids: [], utimes: [], records: new Map(), adminId: 0 };
    const callers = makeCallers();
    const stats = new Stats();

    async function makeUser(userName: string, role: string, rights: Rights): Promise<string> {
      const r = await t.rpc("sys.SysAdmin/createUser", { data: { userName, nickName: userName, role, state: "ACTIVE", password: "Password-123", acl: { rights } } }, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      return t.login(userName, "Password-123");
    }

    beforeAll(async () => {
      // Jobs run only when drained: the demo seed's tiling jobs run here, before any digest, and no
      // job started by a call changes rows while a later method is being checked.
      t = await createTestServer(kind, { seed: "demo", jobs: "manual", observeStatements: writes.hear });
      await drainJobs(t.server.deps);
      const me = await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken);
      known.adminId = Number(me.body.Id);
      const byName = Object.fromEntries(callers.map((c) => [c.name, c]));
      Object.assign(byName.none as Caller, { token: await makeUser("fuzz.none", "annotator", uniformRights("NONE")), rights: uniformRights("NONE") });
      Object.assign(byName.read as Caller, { token: await makeUser("fuzz.read", "auditor", uniformRights("READ")), rights: uniformRights("READ") });
      Object.assign(byName.admin as Caller, { token: t.adminToken, rights: uniformRights("WRITE") });
      const tables = await readTables(t.server.deps.db, kind);
      writes.know(tables);
      digests = new Digests(t.server.deps.db, tables, () => writes.heard);
      writes.take();
      writes.takeForKnown();
      await refreshKnown(t.server.deps.db, known);
      await digests.takeAll();
    });

    afterAll(async () => {
      stats.print();
      await t.close();
    });

    /** Digests what was written since the last look; the changes, and writes to tables that do not exist, as problems. */
    async function changes(): Promise<string[]> {
      const written = writes.take();
      const unknown = unknownWrites(written);
      return [...(unknown ? [unknown] : []), ...await digests.recheck(written.tables)];
    }

    for (const caller of callers) {
      let runStart: Digest = {};
      it(`${caller.name}: the database before the run`, async () => {
        expect(await changes(), "writes before the run").toEqual([]);
        runStart = await digests.full();
        expect(Object.keys(runStart).length).toBeGreaterThan(0);
        expect(diff(digests.cached(), runStart), "rows changed that no statement the hook saw wrote").toEqual([]);
      });
      // Signing out and changing one's password come last, so the session serves every other method first.
      const last = (m: MethodInfo) => (m.key === "sys.SysAdmin/logout" ? 2 : m.key === "sys.SysAdmin/updatePassword" ? 1 : 0);
      const methods = methodsOfShard(shard).filter((m) => caller.name !== "admin" || !ADMIN_SKIPPED.has(m.key)).sort((a, b) => last(a) - last(b));
      for (const info of methods) {
        it(`${caller.name}: ${info.key}`, async () => {
          // Nothing runs between methods (no jobs, no sweepers): a write seen now would be a call's that landed late.
          expect(await changes(), "rows changed between methods").toEqual([]);
          if (caller.name === "admin") {
            const written = writes.takeForKnown();
            if (written.tables.size > 0) await refreshKnown(t.server.deps.db, known, written.tables);
          }
          const guard = !mayWrite(caller, info);
          // The server log of the latest failing call: after shrinking, that of the shrunk payload.
          let failLog: string[] = [];

          const property = fc.asyncProperty(payloadArb(info, known), async (payload) => {
            if (caller.name === "admin" && info.resource?.name === "consoleUser" && info.kind !== "list" && info.kind !== "get" && touchesAdmin(payload, known.adminId)) return;
            const { status, text, log } = await post(t, info.key, bodyText(payload, caller.token), caller.ip);
            stats.count(caller, info, status, text);
            const problem = answerProblem(status, text);
            if (problem) {
              failLog = log;
              throw new Error(`${problem}: ${text.slice(0, 200)}`);
            }
            if (guard) {
              const changed = await changes();
              if (changed.length > 0) {
                failLog = log;
                throw new Error(`the database changed (HTTP ${status}, ${text.slice(0, 200)}): ${changed.join("; ")}`);
              }
            }
          });
          const seed = seedOf(caller.name, info.key);
          const details = await fc.check(property, { numRuns: Math.max(1, Math.round(runsFor(caller, info) * SCALE)), seed, interruptAfterTimeLimit: 45_000 });
          // What this method was allowed to write is the new reference for the methods after it; for a
          // guarded one, only a call that failed property 1 left writes unchecked.
          const written = writes.take();
          const unchecked = await digests.recheck(written.tables);
          const uncheckedLine = guard && unchecked.length > 0 ? [`  and the database changed: ${unchecked.join("; ")}`] : [];
          if (details.failed) {
            const example = details.counterexample?.[0];
            const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
            throw new Error([
              `${caller.name} ${info.key} [${kind}]: ${error}`,
              `  payload (shrunk ${details.numShrinks}×): ${example ? summarizePayload(example) : "?"}`,
              `  server log: ${failLog.join(" || ") || "(nothing)"}`,
              `  seed ${details.seed}, path "${details.counterexamplePath ?? ""}" (FUZZ_SEED=${BASE_SEED})`,
              ...uncheckedLine,
            ].join("\n"));
          }
          expect(unknownWrites(written), `${caller.name} ${info.key}`).toBeNull();
          expect(uncheckedLine, `${caller.name} ${info.key} changed the database`).toEqual([]);
        }, 120_000);
      }
      if (checkedOnce(caller)) {
        it(`${caller.name}: no call of the run changed a row, not even keeping its utime`, async () => {
          // A signed-in caller's own settings are theirs to write, rights or none.
          const changed = diff(runStart, await digests.full()).filter((d) => caller.token === undefined || !SELF_SERVICE_TABLES.has(d.split(":")[0] ?? ""));
          expect(changed, `${caller.name} changed the database`).toEqual([]);
        });
      } else {
        it(`${caller.name}: every row the run changed was written by a statement the hook saw`, async () => {
          expect(await changes(), "writes after the run").toEqual([]);
          expect(diff(digests.cached(), await digests.full()), `${caller.name}: rows changed behind the statement hook`).toEqual([]);
        });
      }
    }
  });
}
