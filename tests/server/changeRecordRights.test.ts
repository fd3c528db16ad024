import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/**
 * Change records (数据变更记录) and the palette's record search show only what the reader may read
 * (issue 22): a user with nothing but `suha` READ — the right the change-record screen itself needs —
 * sees the change records of suha's resources, never an order's number, by list, get, search or export.
 */

type Change = { Id: number; resource: string; summary: string };
type Hit = { resource: string; Id: number; title: string };

describeEachDb("change records and search under the reader's rights", (kind) => {
  let t: TestServer;
  let reader: TestUser;
  let orderChanges: Change[];
  let museumChange: Change;
  const museumName = "权限测试馆";

  const changes = async (token: string, jsonq: Record<string, unknown> = {}) => {
    const r = await t.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 1000 }, cond: { jsonq: JSON.stringify(jsonq) } }, token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Change[];
  };
  const search = async (q: string, token: string) => {
    const r = await t.rpc("BaseServiceAdmin/searchRecords", { q }, token);
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as Hit[];
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    reader = await makeUser(t, "suha.reader", "editor", { suha: "READ" });
    expect((await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: museumName, province: "测试省", city: "测试市" } }, t.adminToken)).body.code).toBe("SUCCESS");
    const all = await changes(t.adminToken);
    // The demo's order changes (后台开通：订单「VIP…」): the admin sees them, so the reader's view of them can be tested.
    // VIP orders' records (an auction order's too are order records, named AU…).
    orderChanges = (await changes(t.adminToken, { resource: "order" })).filter((c) => /订单「VIP\d+」/.test(String(c.summary)));
    expect(orderChanges.length).toBeGreaterThan(0);
    expect(orderChanges[0]?.summary).toMatch(/订单「VIP\d+」/);
    museumChange = all.find((c) => c.resource === "museum" && c.summary.includes(museumName))!;
    expect(museumChange).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists only the change records of resources the reader may read, filtered or not", async () => {
    const seen = await changes(reader.token);
    expect(seen.map((c) => c.Id)).toContain(museumChange.Id);
    expect(seen.filter((c) => c.resource === "order" || /订单/.test(c.summary))).toEqual([]);
    expect(await changes(reader.token, { resource: "order" })).toEqual([]);
  });

  it("answers NOT_FOUND for the Id of an order's change record, and the record for a museum's", async () => {
    const refused = await t.rpc("BaseServiceAdmin/getDataChange", { Id: orderChanges[0]!.Id }, reader.token);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("VIP");
    const shown = await t.rpc("BaseServiceAdmin/getDataChange", { Id: museumChange.Id }, reader.token);
    expect(shown.body).toMatchObject({ code: "SUCCESS", data: { Id: museumChange.Id, resource: "museum" } });
    expect((await t.rpc("BaseServiceAdmin/getDataChange", { Id: orderChanges[0]!.Id }, t.adminToken)).body.code).toBe("SUCCESS");
  });

  it("finds no order number in the record search, by index (3+ characters) or by scan (2)", async () => {
    const orderNo = /「(VIP\d+)」/.exec(orderChanges[0]!.summary)![1]!;
    for (const q of [orderNo, "开通", "订单"]) {
      expect((await search(q, t.adminToken)).some((h) => h.resource === "dataChange" && h.title.includes("订单")), `admin: ${q}`).toBe(true);
      expect(await search(q, reader.token), `reader: ${q}`).toEqual([]);
    }
    expect(await search("VIP2026", reader.token)).toEqual([]);
    // What the reader may read is still found (change records enter the index only at its first build, so a museum here).
    expect((await search(museumName, reader.token)).map((h) => h.title)).toEqual([museumName]);
    expect((await search("权限", reader.token)).map((h) => h.title)).toEqual([museumName]);
  });

  it("exports only the change records the reader may read", async () => {
    const start = await t.rpc("JobServiceAdmin/startExport", { resource: "dataChange", mask: { fields: ["resource", "summary"] } }, reader.token);
    expect(start.body.code, JSON.stringify(start.body)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: start.body.Id }, reader.token)).body as unknown as { data: { status: string; done: number }; resultUrl: string };
    expect(job.data.status).toBe("DONE");
    const file = await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row, n) => { if (n > 1) rows.push([String(row.getCell(1).value), String(row.getCell(2).value)]); });
    expect(rows.length).toBe(job.data.done);
    expect(rows).toContainEqual(["museum", museumChange.summary]);
    expect(rows.filter(([resource, summary]) => resource === "order" || summary!.includes("订单"))).toEqual([]);
  });
});
