/**
 * Progress a person can watch (issue 22): a job longer than two seconds writes how far it got at least
 * once a second. Here an export's rows are slow on the server's (fake) clock — each cell costs 100 ms —
 * and every write to the job is timed on that clock.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type * as Format from "../../server/platform/jobs/format";
import { drainJobs } from "../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const CELL_MS = 100;
const slow = vi.hoisted(() => ({ advance: (_ms: number) => undefined as void }));

vi.mock("../../server/platform/jobs/format", async (importOriginal) => {
  const actual = await importOriginal<typeof Format>();
  return {
    ...actual,
    formatCell: (...args: Parameters<typeof actual.formatCell>) => {
      slow.advance(CELL_MS);
      return actual.formatCell(...args);
    },
  };
});

describeEachDb("job progress", (kind) => {
  let t: TestServer;
  /** Fake times at which the job row was written. */
  const jobWrites: number[] = [];
  beforeAll(async () => {
    t = await createTestServer(kind, {
      seed: "none", jobs: "manual",
      observeStatements: (text) => {
        if (/^update "job"/i.test(text.trim())) jobWrites.push(t.clock.now);
      },
    });
    slow.advance = (ms) => t.clock.advance(ms);
  });
  afterAll(async () => {
    await t.close();
  });

  it("an export of 40 slow rows (12 s of server time, one page) writes its progress at least once a second", async () => {
    for (let i = 0; i < 40; i++) {
      const r = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: `进度-${i}`, province: "进度省", city: "进度市" } }, t.adminToken);
      expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    }
    const mask = { fields: ["name", "city", "province"] };
    const started = await t.rpc("JobServiceAdmin/startExport", { resource: "museum", cond: { jsonq: JSON.stringify({ province: "进度省" }) }, mask }, t.adminToken);
    expect(started.body.code, String(started.body.message)).toBe("SUCCESS");
    const from = t.clock.now;
    jobWrites.length = 0;
    await drainJobs(t.server.deps);
    const to = t.clock.now;
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: started.body.Id }, t.adminToken)).body.data as { status: string; done: number };
    expect(job).toMatchObject({ status: "DONE", done: 40 });
    const rowMs = mask.fields.length * CELL_MS;
    expect(to - from).toBeGreaterThanOrEqual(40 * rowMs);
    // From the claim to the end, no gap between two writes longer than a second and the row under way.
    const times = [from, ...jobWrites, to];
    const gaps = times.slice(1).map((at, i) => at - (times[i] as number));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1000 + rowMs);
    expect(jobWrites.length).toBeGreaterThanOrEqual(Math.floor((to - from) / (1000 + rowMs)));
  });
});
