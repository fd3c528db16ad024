import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { MONEY_NUM_FMT, ROLE_PRESETS, type FieldDef } from "../../src/catalogue";
import { startServer, type Server } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { chinaDateTime, formatCell } from "../../server/platform/jobs/format";
import { drainJobs } from "../../server/platform/jobs/runner";
import { ADMIN_PASSWORD, describeEachDb, START_TIME, type DbKind, type RpcAnswer } from "./harness";
import { copyPostgresTemplate, sqliteImageOf } from "./templates";

/**
 * Jobs (DESIGN.md §4 batch work): exports to xlsx, batch deletes and actions over Ids or a filter,
 * progress, failures with their reasons, cancelling, who may see what, and jobs surviving a restart.
 * The servers here run jobs only when the test drains them (`drainJobs`), except where the test
 * is about the background runner itself.
 */

type Job = {
  Id: number; kind: string; label: string; resource: string; status: string; total: number; done: number; failed: number;
  errors: { Id: number; title: string; reason: string }[]; reason: string | null; resultKey: string | null; userId: number; attempts: number;
  targets?: unknown;
};
type Museum = { Id: number; utime: number; name: string; city: string; province: string; ctime: number };

/** Where a test's database lives, so that a second server can open the same one (a restart). */
interface Store {
  readonly kind: DbKind;
  readonly dataDir: string;
  readonly sqliteFile?: string;
  readonly sqliteImage?: Buffer;
  readonly databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A copy of the run's seeded demo template (tests/server/templates.ts): the servers below start over it
 * without seeding again (its seed markers are set). `file`: SQLite in a file a second server can reopen.
 */
async function makeStore(kind: DbKind, file: boolean): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-jobs-"));
  const cleanDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const templates = inject("moyuanTemplates");
  if (kind === "sqlite") {
    const image = sqliteImageOf(templates.sqlite.demo as string);
    if (!file) return { kind, dataDir, sqliteImage: image, drop: async () => cleanDir() };
    const sqliteFile = path.join(dataDir, "moyuan.sqlite");
    fs.writeFileSync(sqliteFile, image);
    return { kind, dataDir, sqliteFile, drop: async () => cleanDir() };
  }
  const { url, drop } = await copyPostgresTemplate(templates.postgres.demo as string);
  return {
    kind, dataDir, databaseUrl: url,
    drop: async () => {
      await drop();
      cleanDir();
    },
  };
}

interface Srv {
  readonly server: Server;
  readonly clock: { now: number };
  rpc(path: string, payload?: Record<string, unknown>, token?: string): Promise<RpcAnswer>;
  login(userName: string, password?: string): Promise<string>;
  readonly adminToken: string;
  /** Runs queued (and stale) jobs to completion, or until `maxRows` rows were processed. */
  drain(maxRows?: number): Promise<number>;
  get(url: string): Promise<Response>;
}

async function open(store: Store, clock: { now: number }, jobs: "manual" | "background" = "manual"): Promise<Srv> {
  const config = loadConfig({
    MOYUAN_SEED: "demo", MOYUAN_SEED_SCALE_PERCENT: "5", MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD, MOYUAN_DEMO_PASSWORD: ADMIN_PASSWORD, MOYUAN_DATA_DIR: store.dataDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  });
  const server = await startServer(config, { now: () => clock.now, jobs, ...(store.sqliteFile ? { sqliteFile: store.sqliteFile } : {}), ...(store.sqliteImage ? { sqliteImage: store.sqliteImage } : {}) });
  // The demo's HD images queue their tiling at seed: run those first, so that a test counts only its own jobs.
  if (jobs === "manual") await drainJobs(server.deps);
  const rpc: Srv["rpc"] = async (p, payload = {}, token) => {
    const res = await server.app.request(`/api/${config.namespace}.${p}`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify(token === undefined ? payload : { ...payload, context: { token, tourToken: token, tdid: "" } }),
    }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    return { status: res.status, body: (await res.json()) as RpcAnswer["body"] };
  };
  const login = async (userName: string, password = ADMIN_PASSWORD) => {
    const r = await rpc("sys.SysAdmin/login", { userName, password });
    if (r.body.code !== "SUCCESS") throw new Error(`login ${userName} failed: ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  return {
    server, clock, rpc, login, adminToken: await login("admin"),
    drain: (maxRows?: number) => drainJobs(server.deps, undefined, maxRows === undefined ? {} : { maxRows }),
    get: async (url: string) => server.app.request(url, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } }),
  };
}

const JOBS = "JobServiceAdmin";

it("formats cells as a user reads them: yuan from fen, China time, labels", () => {
  const money: FieldDef = { key: "price", label: "价格", kind: "money" };
  expect(formatCell(money, 123_456)).toEqual({ value: 1234.56, numFmt: MONEY_NUM_FMT });
  expect(formatCell(money, 5)).toEqual({ value: 0.05, numFmt: MONEY_NUM_FMT });
  expect(formatCell({ key: "at", label: "时间", kind: "datetime" }, START_TIME)).toEqual({ value: "2026-11-22 12:00:00" });
  expect(chinaDateTime(Date.UTC(2026, 0, 31, 16, 30, 5))).toBe("2026-02-01 00:30:05");
  expect(formatCell({ key: "on", label: "启用", kind: "boolean" }, true).value).toBe("是");
  expect(formatCell({ key: "on", label: "启用", kind: "boolean" }, false).value).toBe("否");
  expect(formatCell({ key: "s", label: "状态", kind: "enum", options: [{ value: "ACTIVE", label: "启用" }] }, "ACTIVE").value).toBe("启用");
  expect(formatCell({ key: "r", label: "角色", kind: "dict", dict: "role" }, "editor", { dicts: new Map([["role", new Map([["editor", "内容编辑"]])]]), refs: new Map() }).value).toBe("内容编辑");
  expect(formatCell({ key: "t", label: "标签", kind: "tags" }, ["山水", "花鸟"]).value).toBe("山水、花鸟");
  expect(formatCell({ key: "n", label: "名称", kind: "text" }, "a\u0001b\ud800").value).toBe("ab");
  expect(formatCell({ key: "n", label: "名称", kind: "text" }, null).value).toBeNull();
});

describeEachDb("jobs", (kind) => {
  let store: Store;
  let t: Srv;
  const clock = { now: START_TIME };
  const job = async (Id: number, token = t.adminToken) => (await t.rpc(`${JOBS}/getJob`, { Id }, token)).body as unknown as { data: Job; resultUrl?: string; code: string };
  const createMuseums = async (prefix: string, n: number): Promise<Museum[]> => {
    const out: Museum[] = [];
    for (let i = 1; i <= n; i++) {
      const r = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: `${prefix}-${i}`, province: "测试省", city: "测试市" } }, t.adminToken);
      expect(r.body.code).toBe("SUCCESS");
      out.push(r.body.data as Museum);
    }
    return out;
  };
  const museumsNamed = async (prefix: string) =>
    (await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: 100 }, cond: { jsonq: JSON.stringify({ name: prefix }) } }, t.adminToken)).body.data as Museum[];
  const deleteRecords = async (ids: number[]) => {
    const r = await t.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 1000 }, cond: { jsonq: JSON.stringify({ resource: "museum", action: "delete" }) } }, t.adminToken);
    return (r.body.data as { recordId: number }[]).filter((c) => ids.includes(c.recordId));
  };
  const makeUser = async (userName: string, role: string, rights?: Record<string, string>) => {
    const data: Record<string, unknown> = { userName, nickName: userName, role, state: "ACTIVE", password: "Password-123" };
    if (rights) data.acl = { rights };
    const r = await t.rpc("sys.SysAdmin/createUser", { data }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return { ...(r.body.data as { Id: number; utime: number }), token: await t.login(userName, "Password-123") };
  };
  const jobCount = async () => Number((await t.server.deps.db.selectFrom("job").select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n ?? 0);

  beforeAll(async () => {
    store = await makeStore(kind, false);
    t = await open(store, clock);
  });
  afterAll(async () => {
    await t.server.close();
    await store.drop();
  });

  it("exports the filtered museums to an xlsx file the user downloads through the job's resultUrl", async () => {
    const cond = { jsonq: JSON.stringify({ province: "江苏" }) };
    const sort = { by: "name", asc: true };
    const mask = { fields: ["name", "city", "province", "ctime"] };
    const listed = (await t.rpc("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: 100 }, cond, sort, mask }, t.adminToken)).body.data as Museum[];
    expect(listed.length).toBeGreaterThanOrEqual(3);

    const start = await t.rpc(`${JOBS}/startExport`, { resource: "museum", cond, sort, mask }, t.adminToken);
    expect(start.body).toMatchObject({ code: "SUCCESS", data: { kind: "export", label: "导出博物馆", status: "QUEUED", total: listed.length } });
    const Id = start.body.Id as number;
    expect((await job(Id)).data.status).toBe("QUEUED");

    expect(await t.drain()).toBe(1);
    const answer = await job(Id);
    expect(answer.data).toMatchObject({ status: "DONE", total: listed.length, done: listed.length, failed: 0 });
    expect(answer.data.resultKey).toMatch(/^export\/\d{8}\/museum-\d+-[0-9a-f]+\.xlsx$/);
    expect(answer.resultUrl).toMatch(/^\/files\/export\//);

    const file = await t.get(answer.resultUrl as string);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="museum-/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe("博物馆");
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(["名称", "城市", "省份/国家", "创建时间"]);
    expect(sheet?.rowCount).toBe(listed.length + 1);
    const first = listed[0] as Museum;
    expect(values(2)).toEqual([first.name, first.city, first.province, chinaDateTime(first.ctime)]);
    expect(values(2)[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The file is the user's own: encodeImageURL signs it for them, and for nobody else.
    expect((await t.rpc("BaseServiceAdmin/encodeImageURL", { key: answer.data.resultKey }, t.adminToken)).body.code).toBe("SUCCESS");
    const other = await t.login("audit.zhou");
    expect((await t.rpc("BaseServiceAdmin/encodeImageURL", { key: answer.data.resultKey }, other)).status).toBe(404);
  });

  it("exports enums and dictionaries by their labels, and only the chosen Ids when given", async () => {
    const users = (await t.rpc("sys.SysAdmin/listUser", { page: { skip: 0, limit: 100 }, cond: { jsonq: JSON.stringify({ userName: "editor" }) } }, t.adminToken)).body.data as { Id: number; userName: string; role: string }[];
    const li = users.find((u) => u.userName === "editor.li");
    expect(li).toBeDefined();
    const start = await t.rpc(`${JOBS}/startExport`, { resource: "consoleUser", Ids: [li?.Id], mask: { fields: ["userName", "role", "state"] } }, t.adminToken);
    expect(start.body.code).toBe("SUCCESS");
    await t.drain();
    const answer = await job(start.body.Id as number);
    expect(answer.data).toMatchObject({ status: "DONE", done: 1, total: 1 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await t.get(answer.resultUrl as string)).arrayBuffer());
    const sheet = book.worksheets[0];
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(["用户名", "角色", "状态"]);
    expect((sheet?.getRow(2).values as unknown[]).slice(1)).toEqual(["editor.li", "内容编辑", "启用"]);
    expect(sheet?.rowCount).toBe(2);
  });

  it("refuses bad exports up front: unknown resource, column or filter", async () => {
    const before = await jobCount();
    const bad = [
      [{ resource: "nothing" }, "未知的资源：nothing"],
      [{ resource: "museum", mask: { fields: ["secret"] } }, "未知字段「secret」"],
      [{ resource: "museum", cond: { jsonq: "{name:" } }, "cond.jsonq 不是有效的 JSON"],
      [{ resource: "museum", sort: { by: "address" } }, "不支持按「地址」排序"],
    ] as const;
    for (const [payload, message] of bad) {
      const r = await t.rpc(`${JOBS}/startExport`, payload, t.adminToken);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(String(r.body.message)).toContain(message);
    }
    expect(await jobCount()).toBe(before);
  });

  it("deletes N Ids in one call: every row through deleteMuseum, N change records, DONE with done = N", async () => {
    const made = await createMuseums("批量删", 7);
    const Ids = made.map((m) => m.Id);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: [...Ids].reverse() }, t.adminToken);
    expect(start.body).toMatchObject({ code: "SUCCESS", data: { kind: "delete", label: "批量删除博物馆", status: "QUEUED", total: 7 } });
    expect(start.body.data).not.toHaveProperty("targets");
    await t.drain();
    const answer = await job(start.body.Id as number);
    expect(answer.data).toMatchObject({ status: "DONE", total: 7, done: 7, failed: 0, errors: [] });
    expect(answer.resultUrl).toBeUndefined();
    expect(await museumsNamed("批量删")).toEqual([]);
    expect(await deleteRecords(Ids)).toHaveLength(7);
  });

  it("goes on past rows that fail, with their reasons: PARTIAL, or FAILED when every row fails", async () => {
    // A user administrator who does not hold every right: the admin outranks them.
    const ops = await makeUser("jobs.ops", "operator", { ...ROLE_PRESETS.operator, sysadmin: "WRITE" });
    const a = await makeUser("jobs.a", "editor", { dashboard: "READ" });
    const b = await makeUser("jobs.b", "editor", { dashboard: "READ" });
    const gone = await makeUser("jobs.gone", "editor", { dashboard: "READ" });
    expect((await t.rpc("sys.SysAdmin/deleteUser", { Id: gone.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    const me = (await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).body as unknown as { Id: number };

    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "consoleUser", operation: "delete", Ids: [a.Id, me.Id, gone.Id, b.Id] }, ops.token);
    expect(start.body.code).toBe("SUCCESS");
    await t.drain();
    const answer = await job(start.body.Id as number, ops.token);
    expect(answer.data).toMatchObject({ status: "PARTIAL", total: 4, done: 2, failed: 2 });
    expect(answer.data.errors).toEqual([
      { Id: me.Id, title: "admin", reason: expect.stringContaining("不能删除权限高于自己的用户「admin」") },
      { Id: gone.Id, title: `Id ${gone.Id}`, reason: "后台用户不存在" },
    ]);
    const left = (await t.rpc("sys.SysAdmin/listUser", { page: { skip: 0, limit: 10 }, cond: { jsonq: JSON.stringify({ userName: "jobs." }) } }, t.adminToken)).body.data as { userName: string }[];
    expect(left.map((u) => u.userName).sort()).toEqual(["jobs.ops"]);

    const all = await t.rpc(`${JOBS}/startBatch`, { resource: "consoleUser", operation: "delete", Ids: [me.Id] }, ops.token);
    await t.drain();
    const failed = await job(all.body.Id as number, ops.token);
    expect(failed.data).toMatchObject({ status: "FAILED", done: 0, failed: 1 });
    expect(failed.data.reason).toContain("全部 1 条均失败");
  });

  it("takes any number of Ids (answers show the first 100 of them) and fails a batch whose every row fails", async () => {
    const Ids = Array.from({ length: 150 }, (_, i) => 1_000_000 + i);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids }, t.adminToken);
    expect(start.body).toMatchObject({ code: "SUCCESS", data: { total: 150, params: { operation: "delete", IdCount: 150 } } });
    expect((start.body.data as { params: { Ids: number[] } }).params.Ids).toEqual(Ids.slice(0, 100));
    await t.drain();
    const answer = await job(start.body.Id as number);
    expect(answer.data).toMatchObject({ status: "FAILED", total: 150, done: 0, failed: 150, reason: "全部 150 条均失败：博物馆不存在" });
    expect(answer.data.errors).toHaveLength(150);
    expect(answer.data.errors[149]).toEqual({ Id: 1_000_149, title: "Id 1000149", reason: "博物馆不存在" });
  });

  it("runs a row action over the whole filtered result, through the action's own method", async () => {
    const configs = (await t.rpc("BaseServiceAdmin/listClientConfig", { page: { skip: 0, limit: 100 } }, t.adminToken)).body.data as { Id: number; enabled: boolean; platform: string }[];
    expect(configs.length).toBeGreaterThan(1);
    const bad = await t.rpc(`${JOBS}/startBatch`, { resource: "clientConfig", operation: "setClientConfigEnabled", cond: { jsonq: "{}" }, data: { enabled: "maybe" } }, t.adminToken);
    expect(bad.status).toBe(400);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "clientConfig", operation: "setClientConfigEnabled", cond: { jsonq: "{}" }, data: { enabled: false } }, t.adminToken);
    expect(start.body).toMatchObject({ code: "SUCCESS", data: { kind: "action", label: "批量启用/停用：客户端配置", total: configs.length } });
    await t.drain();
    expect((await job(start.body.Id as number)).data).toMatchObject({ status: "DONE", done: configs.length });
    const after = (await t.rpc("BaseServiceAdmin/listClientConfig", { page: { skip: 0, limit: 100 } }, t.adminToken)).body.data as { enabled: boolean }[];
    expect(after.every((c) => c.enabled === false)).toBe(true);
    const changes = (await t.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 100 }, cond: { jsonq: JSON.stringify({ resource: "clientConfig", method: "setClientConfigEnabled" }) } }, t.adminToken)).body.data as unknown[];
    expect(changes.length).toBeGreaterThanOrEqual(configs.length);
  });

  it("\"select all matching\" by cond.jsonq processes exactly the filtered rows", async () => {
    await createMuseums("全选甲", 5);
    const others = await createMuseums("全选乙", 3);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", cond: { jsonq: JSON.stringify({ name: "全选甲" }) } }, t.adminToken);
    expect(start.body).toMatchObject({ code: "SUCCESS", data: { total: 5 } });
    await t.drain();
    expect((await job(start.body.Id as number)).data).toMatchObject({ status: "DONE", total: 5, done: 5, failed: 0 });
    expect(await museumsNamed("全选甲")).toEqual([]);
    expect((await museumsNamed("全选乙")).map((m) => m.Id).sort()).toEqual(others.map((m) => m.Id).sort());
  });

  it("cancels: a queued job never runs; a running one stops at the next row and keeps what it did", async () => {
    const queued = await createMuseums("取消甲", 3);
    const q = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: queued.map((m) => m.Id) }, t.adminToken);
    const c1 = await t.rpc(`${JOBS}/cancelJob`, { Id: q.body.Id }, t.adminToken);
    expect(c1.body).toMatchObject({ code: "SUCCESS", data: { status: "CANCELLED", done: 0 } });
    await t.drain();
    expect(await museumsNamed("取消甲")).toHaveLength(3);

    const made = await createMuseums("取消乙", 6);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: made.map((m) => m.Id) }, t.adminToken);
    const Id = start.body.Id as number;
    await t.drain(2);
    expect((await job(Id)).data).toMatchObject({ status: "RUNNING", done: 2 });
    const cancelled = await t.rpc(`${JOBS}/cancelJob`, { Id }, t.adminToken);
    expect(cancelled.body).toMatchObject({ code: "SUCCESS", data: { status: "CANCELLED", done: 2 } });
    await t.drain();
    expect((await job(Id)).data).toMatchObject({ status: "CANCELLED", done: 2, failed: 0 });
    expect(await museumsNamed("取消乙")).toHaveLength(4);
    expect(await deleteRecords(made.map((m) => m.Id))).toHaveLength(2);

    const again = await t.rpc(`${JOBS}/cancelJob`, { Id }, t.adminToken);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 9, message: "任务已结束，不能取消" });
  });

  it("refuses a caller without the operation's right (PERMISSION_DENIED) and starts no job", async () => {
    const annotator = await t.login("label.wu"); // suha READ: may export museums, not delete them
    const finance = await t.login("finance.sun"); // no suha at all
    const [m] = await createMuseums("无权", 1);
    const before = await jobCount();
    const refused = [
      [annotator, "startBatch", { resource: "museum", operation: "delete", Ids: [m?.Id] }],
      [annotator, "startBatch", { resource: "consoleUser", operation: "setUserState", Ids: [1], data: { state: "DISABLED" } }],
      [finance, "startExport", { resource: "museum" }],
      [finance, "startBatch", { resource: "museum", operation: "delete", cond: { jsonq: "{}" } }],
    ] as const;
    for (const [token, name, payload] of refused) {
      const r = await t.rpc(`${JOBS}/${name}`, payload, token);
      expect(r.status, `${name} ${JSON.stringify(payload)}`).toBe(403);
      expect(r.body.code).toBe(7);
    }
    expect(await jobCount()).toBe(before);
    expect(await museumsNamed("无权")).toHaveLength(1);
    expect((await t.rpc(`${JOBS}/startExport`, { resource: "museum" }, annotator)).body.code).toBe("SUCCESS");
    expect((await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete" }, t.adminToken)).status).toBe(400);
    expect((await t.rpc(`${JOBS}/startBatch`, { resource: "dataChange", operation: "delete", Ids: [1] }, t.adminToken)).status).toBe(400);
    await t.drain();
  });

  it("keeps jobs personal: others cannot read, list or cancel my job (NOT_FOUND); sysadmin READ reads all", async () => {
    const mine = await t.login("editor.li");
    const theirs = await t.login("editor.zhao");
    const start = await t.rpc(`${JOBS}/startExport`, { resource: "museum", cond: { jsonq: JSON.stringify({ city: "北京" }) } }, mine);
    const Id = start.body.Id as number;
    expect((await job(Id, mine)).data.userId).toBeGreaterThan(0);
    const read = await t.rpc(`${JOBS}/getJob`, { Id }, theirs);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(5);
    const cancel = await t.rpc(`${JOBS}/cancelJob`, { Id }, theirs);
    expect(cancel.status).toBe(404);
    const listed = await t.rpc(`${JOBS}/listJob`, { page: { skip: 0, limit: 100 } }, theirs);
    expect((listed.body.data as Job[]).map((j) => j.Id)).not.toContain(Id);
    const own = await t.rpc(`${JOBS}/listJob`, { page: { skip: 0, limit: 100 } }, mine);
    expect((own.body.data as Job[]).map((j) => j.Id)).toEqual([Id]);
    expect((own.body.data as Job[])[0]).not.toHaveProperty("targets");
    // An auditor (sysadmin READ) reads it but may not cancel it.
    const auditor = await t.login("audit.zhou");
    expect((await job(Id, auditor)).data.status).toBe("QUEUED");
    expect((await t.rpc(`${JOBS}/cancelJob`, { Id }, auditor)).status).toBe(404);
    await t.drain();
    expect((await job(Id, mine)).data.status).toBe("DONE");
  });

  it("claims each job once when two runners race for it", async () => {
    const made = await createMuseums("竞争", 8);
    const start = await t.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: made.map((m) => m.Id) }, t.adminToken);
    const runs = await Promise.all([t.drain(), t.drain(), t.drain()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await job(start.body.Id as number)).data).toMatchObject({ status: "DONE", done: 8, failed: 0, attempts: 1 });
    expect(await deleteRecords(made.map((m) => m.Id))).toHaveLength(8);
  });
});

describeEachDb("jobs survive a restart", (kind) => {
  let store: Store;
  const clock = { now: START_TIME };

  beforeAll(async () => {
    store = await makeStore(kind, true);
  });
  afterAll(async () => {
    await store.drop();
  });

  describe("a server started over the database of one that stopped", () => {
    // Runs three jobs over hundreds of rows on each database (15–30 s when the machine is busy).
    it("resumes a batch where its progress says, exports from scratch, and fails what cannot resume", async () => {
      const a = await open(store, clock);
      const made: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const r = await a.rpc("BaseServiceAdmin/createMuseum", { data: { name: `重启-${i}` } }, a.adminToken);
        made.push((r.body.data as { Id: number }).Id);
      }
      const batch = (await a.rpc(`${JOBS}/startBatch`, { resource: "museum", operation: "delete", Ids: made }, a.adminToken)).body.Id as number;
      const exp = (await a.rpc(`${JOBS}/startExport`, { resource: "museum", cond: { jsonq: JSON.stringify({ name: "重启" }) } }, a.adminToken)).body.Id as number;
      await a.drain(2);
      const db = a.server.deps.db;
      // The process dies: its jobs stay RUNNING, their heartbeat a minute old.
      const me = Number((await db.selectFrom("console_user").select("Id").where("userName", "=", "admin").executeTakeFirstOrThrow()).Id);
      await db.updateTable("job").set({ status: "RUNNING", heartbeatAt: clock.now - 60_000, attempts: 1 }).where("Id", "in", [batch, exp]).execute();
      const base = { ctime: clock.now, utime: clock.now, label: "导入", resource: "museum", total: 3, done: 1, failed: 0, errors: "[]", params: "{}", userId: me, userName: "admin", startedAt: clock.now, heartbeatAt: clock.now - 60_000 };
      const imported = Number((await db.insertInto("job").values({ ...base, kind: "import", status: "RUNNING", attempts: 1 }).returning("Id").executeTakeFirstOrThrow()).Id);
      const tired = Number((await db.insertInto("job").values({ ...base, kind: "delete", status: "RUNNING", attempts: 3, params: JSON.stringify({ operation: "delete" }), targets: "[]" }).returning("Id").executeTakeFirstOrThrow()).Id);
      expect((await a.rpc(`${JOBS}/getJob`, { Id: batch }, a.adminToken)).body.data).toMatchObject({ status: "RUNNING", done: 2 });
      await a.server.close();

      clock.now += 5_000;
      const b = await open(store, clock, "background");
      try {
        const status = async (Id: number) => ((await b.rpc(`${JOBS}/getJob`, { Id }, b.adminToken)).body.data as Job).status;
        await vi.waitFor(async () => {
          expect(await status(batch)).toBe("DONE");
          expect(await status(exp)).toBe("DONE");
          expect(await status(imported)).toBe("FAILED");
          expect(await status(tired)).toBe("FAILED");
        }, { timeout: 15_000, interval: 50 });
        const resumed = (await b.rpc(`${JOBS}/getJob`, { Id: batch }, b.adminToken)).body.data as Job;
        expect(resumed).toMatchObject({ done: 5, failed: 0, attempts: 2 });
        const changes = (await b.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 1000 }, cond: { jsonq: JSON.stringify({ resource: "museum", action: "delete" }) } }, b.adminToken)).body.data as { recordId: number }[];
        expect(changes.filter((c) => made.includes(c.recordId)).map((c) => c.recordId).sort()).toEqual([...made].sort());
        const exported = await b.rpc(`${JOBS}/getJob`, { Id: exp }, b.adminToken);
        expect((await b.get(exported.body.resultUrl as string)).status).toBe(200);
        expect(((await b.rpc(`${JOBS}/getJob`, { Id: imported }, b.adminToken)).body.data as Job).reason).toBe("服务器重启，任务中断");
        expect(((await b.rpc(`${JOBS}/getJob`, { Id: tired }, b.adminToken)).body.data as Job).reason).toMatch(/^服务器重启，任务中断/);
      } finally {
        await b.server.close();
      }
    }, 90_000);
  });
});
