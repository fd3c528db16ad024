/**
 * Capture devices (content.md §14.1) on both databases: kept at a shooting location that exists;
 * 记录校准 sets the last calibration and the due date from the interval (90 days when none); 送修/维护,
 * 维护完成 and 报废 (with its reason) follow the machine — a device in use is never retired — and a user
 * with only READ on `artist` changes nothing.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("capture devices", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`BaseServiceAdmin/${method}`, payload, token);
  const device = (Id: number) => db.selectFrom("device").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  let made = 0;
  async function newDevice(over: Record<string, unknown> = {}) {
    made += 1;
    const r = await call("createDevice", { data: { name: `测试相机 ${made}`, assetNo: `ZC-T-${kind}-${made}`, deviceType: "camera", brand: "Phase One", model: "XF IQ4", ...over } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as { Id: number; utime: number; status: string; locationId: number | null };
  }
  const act = async (method: string, Id: number, data?: Record<string, unknown>, token?: string) => {
    const row = await device(Id);
    return call(method, { Id, utime: Number(row.utime), ...(data ? { data } : {}) }, token);
  };

  it("has the twenty demo devices of §14.1: two in maintenance, one retired", async () => {
    const rows = await db.selectFrom("device").select(["status", "assetNo"]).execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.status === "maintenance").length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === "retired").length).toBeGreaterThanOrEqual(1);
  });

  it("is kept at a shooting location that exists, starts available", async () => {
    const location = await db.selectFrom("shooting_location").select("Id").orderBy("Id").limit(1).executeTakeFirstOrThrow();
    const d = await newDevice({ locationId: Number(location.Id) });
    expect(d).toMatchObject({ status: "available", locationId: Number(location.Id) });
    const bad = await call("createDevice", { data: { name: "无处存放", assetNo: `ZC-X-${kind}`, deviceType: "lens", brand: "Schneider", model: "120", locationId: 9_999_999 } });
    expect(bad.body.code).not.toBe("SUCCESS");
    expect(await db.selectFrom("device").select("Id").where("assetNo", "=", `ZC-X-${kind}`).execute()).toHaveLength(0);
  });

  it("记录校准 sets the last calibration and the due date from the interval", async () => {
    const d = await newDevice({ calibrationIntervalDays: 30 });
    expect((await act("recordDeviceCalibration", d.Id, { calibratedOn: "2026-10-01" })).body.code).toBe("SUCCESS");
    expect(await device(d.Id)).toMatchObject({ lastCalibrationDate: "2026-10-01", calibrationDueDate: "2026-10-31" });
    const plain = await newDevice();
    expect((await act("recordDeviceCalibration", plain.Id, { calibratedOn: "2026-10-01" })).body.code).toBe("SUCCESS");
    expect((await device(plain.Id)).calibrationDueDate).toBe("2026-12-30");
  });

  it("送修 → 维护完成 → 报废 with its reason; a retired or in-use device moves no further", async () => {
    const d = await newDevice();
    expect((await act("maintainDevice", d.Id)).body.code).toBe("SUCCESS");
    expect((await device(d.Id)).status).toBe("maintenance");
    expect((await act("maintainDevice", d.Id)).body.code).toBe(9);
    expect((await act("finishMaintenanceDevice", d.Id)).body.code).toBe("SUCCESS");
    expect((await act("retireDevice", d.Id, { reason: "镜头霉变，无法修复" })).body.code).toBe("SUCCESS");
    expect(await device(d.Id)).toMatchObject({ status: "retired", retireReason: "镜头霉变，无法修复" });
    expect((await act("maintainDevice", d.Id)).body.code).toBe(9);

    const busy = await newDevice();
    await db.updateTable("device").set({ status: "inUse" }).where("Id", "=", busy.Id).execute();
    const refused = await act("retireDevice", busy.Id, { reason: "误操作" });
    expect(refused.body.code).toBe(9);
    expect((await device(busy.Id)).status).toBe("inUse");
  });

  it("a user with READ on artist may list devices but not send one to maintenance (PERMISSION_DENIED, nothing changed)", async () => {
    const d = await newDevice();
    const reader = await makeUser(t, `dev.reader.${kind}`, "editor", { artist: "READ" });
    expect((await call("listDevice", { page: { skip: 0, limit: 5 }, cond: { jsonq: "{}" } }, reader.token)).body.code).toBe("SUCCESS");
    const r = await act("maintainDevice", d.Id, undefined, reader.token);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(7);
    expect((await device(d.Id)).status).toBe("available");
  });
});
