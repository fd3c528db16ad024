import { afterAll, beforeAll, expect, it } from "vitest";
import { DICT_NAMES } from "../../src/catalogue";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

type Dict = { Id: number; utime: number; name: string; version: number; items: { value: string; label: string }[] };

describeEachDb("dictionaries, client configuration, domains", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("getDicts answers only the dictionaries whose version differs", async () => {
    const all = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: {} }, t.adminToken);
    const dicts = all.body.dicts as Record<string, Dict>;
    expect(Object.keys(dicts).sort()).toEqual([...DICT_NAMES].sort());
    expect(dicts.role?.items.map((i) => i.value)).toEqual(["admin", "editor", "operator", "finance", "auditor", "annotator"]);
    const versions = Object.fromEntries(Object.entries(dicts).map(([k, d]) => [k, d.version]));
    const none = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: versions }, t.adminToken);
    expect(none.body.dicts).toEqual({});
    const stale = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: { ...versions, media: 1 } }, t.adminToken);
    expect(Object.keys(stale.body.dicts as object)).toEqual(["media"]);
  });

  it("updateDicts changes the version, validates items, and lists", async () => {
    const listed = await t.rpc("BaseServiceAdmin/listDicts", { page: { skip: 0, limit: 20 } }, t.adminToken);
    expect(listed.body.total).toBe(12);
    const media = (listed.body.data as Dict[]).find((d) => d.name === "media")!;
    t.clock.advance(1000);
    const items = [...media.items, { value: "zhibi", label: "纸本设色" }];
    const updated = await t.rpc("BaseServiceAdmin/updateDicts", { Id: media.Id, utime: media.utime, data: { items } }, t.adminToken);
    expect(updated.body.code).toBe("SUCCESS");
    const d = updated.body.data as Dict;
    expect(d.version).not.toBe(media.version);
    expect(d.items).toHaveLength(items.length);
    const sync = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: { media: media.version } }, t.adminToken);
    expect(Object.keys(sync.body.dicts as object)).toContain("media");
    const bad = await t.rpc("BaseServiceAdmin/updateDicts", { Id: d.Id, utime: d.utime, data: { items: [{ value: "a", label: "甲" }, { value: "a", label: "乙" }] } }, t.adminToken);
    expect(bad.body).toMatchObject({ code: 3, message: "字典项取值「a」重复" });
    const rename = await t.rpc("BaseServiceAdmin/updateDicts", { Id: d.Id, utime: d.utime, data: { name: "other" } }, t.adminToken);
    expect(rename.body).toMatchObject({ code: 3, message: "字典名不可修改" });
    expect((await t.rpc("BaseServiceAdmin/getDict", { Id: d.Id }, t.adminToken)).body.data).toEqual(d);
  });

  it("client configurations: list, get, update; getAppConfig serves the enabled ones", async () => {
    const listed = await t.rpc("BaseServiceAdmin/listClientConfig", {}, t.adminToken);
    const configs = listed.body.data as { Id: number; utime: number; platform: string; enabled: boolean; version: string }[];
    expect(configs.length).toBeGreaterThanOrEqual(5);
    const ios = configs.find((c) => c.platform === "ios")!;
    const got = await t.rpc("BaseServiceAdmin/getClientConfig", { Id: ios.Id }, t.adminToken);
    expect((got.body.data as { platform: string }).platform).toBe("ios");
    const badVersion = await t.rpc("BaseServiceAdmin/updateClientConfig", { Id: ios.Id, utime: ios.utime, data: { version: "v3" } }, t.adminToken);
    expect(badVersion.body).toMatchObject({ code: 3 });
    expect(String(badVersion.body.message)).toMatch(/版本号格式/);
    const off = await t.rpc("BaseServiceAdmin/updateClientConfig", { Id: ios.Id, utime: ios.utime, data: { enabled: false, version: "9.9.9" } }, t.adminToken);
    expect(off.body.code).toBe("SUCCESS");
    const app = await t.rpc("BaseService/getAppConfig", {});
    const platforms = (app.body.data as { platform: string }[]).map((c) => c.platform);
    expect(platforms).not.toContain("ios");
    expect(platforms.length).toBeGreaterThan(0);
    expect(JSON.stringify(app.body)).not.toMatch(/"Id"/);
  });

  it("listExpirationIsComingDomain answers domains expiring within 30 days, soonest first", async () => {
    const r = await t.rpc("sys.SysAdmin/listExpirationIsComingDomain", {}, t.adminToken);
    const data = r.body.data as { name: string; expiresAt: string; daysLeft: number }[];
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((d) => d.daysLeft <= 30)).toBe(true);
    expect(data.map((d) => d.expiresAt)).toEqual([...data.map((d) => d.expiresAt)].sort());
    const all = await t.rpc("sys.SysAdmin/listDomain", { page: { skip: 0, limit: 100 } }, t.adminToken);
    expect((all.body.total as number)).toBeGreaterThan(data.length);
    // Move the clock: more domains fall within the threshold.
    t.clock.advance(400 * 86_400_000);
    const token = await t.login("admin", ADMIN_PASSWORD); // the old session outlived its absolute lifetime
    const later = await t.rpc("sys.SysAdmin/listExpirationIsComingDomain", {}, token);
    expect((later.body.data as unknown[]).length).toBeGreaterThan(data.length);
  });
});
