import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const KEY = "grid.coupon";
const VALUE = { widths: { name: 320, price: 96 }, order: ["price", "name"], hidden: ["remark"], shown: [] };

describeEachDb("personal settings (PrefServiceAdmin)", (kind) => {
  let t: TestServer;
  let li: TestUser;
  let wang: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind);
    li = await makeUser(t, "pref.li", "annotator", {}); // no rights at all: a signed-in user is enough
    wang = await makeUser(t, "pref.wang", "annotator", {});
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (token: string, key = KEY) => {
    const r = await t.rpc("PrefServiceAdmin/getPref", { key }, token);
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as { key: string; value: unknown; utime: number } | null;
  };

  it("keeps a user's value and answers it in another session of theirs", async () => {
    expect(await get(li.token)).toBeNull();
    const set = await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: VALUE }, li.token);
    expect(set.body.code).toBe("SUCCESS");
    const again = await t.login("pref.li", "Password-123"); // another browser
    expect(await get(again)).toMatchObject({ key: KEY, value: VALUE });
    const changed = { ...VALUE, widths: { name: 200 } };
    expect((await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: changed }, again)).body.code).toBe("SUCCESS");
    expect((await get(li.token))?.value).toEqual(changed);
    const rows = await t.server.deps.db.selectFrom("user_pref").select(["userId", "key", "value"]).where("key", "=", KEY).execute();
    expect(rows.map((r) => ({ ...r, userId: Number(r.userId), value: JSON.parse(String(r.value)) as unknown }))).toEqual([{ userId: li.Id, key: KEY, value: changed }]);
  });

  it("reads and writes only the caller's own rows", async () => {
    await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: VALUE }, li.token);
    expect(await get(wang.token)).toBeNull();
    // A user named in the payload is not who the row belongs to: the session decides.
    const foreign = await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: { widths: {} }, userId: li.Id }, wang.token);
    expect(foreign.body.code).toBe("SUCCESS");
    expect((await get(li.token))?.value).toEqual(VALUE);
    expect((await get(wang.token))?.value).toEqual({ widths: {} });
    // Forgetting one's own value leaves the other user's.
    expect((await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: null }, wang.token)).body.code).toBe("SUCCESS");
    expect(await get(wang.token)).toBeNull();
    expect((await get(li.token))?.value).toEqual(VALUE);
  });

  it("refuses callers without a session", async () => {
    expect((await t.rpc("PrefServiceAdmin/getPref", { key: KEY })).status).toBe(401);
    const set = await t.rpc("PrefServiceAdmin/setPref", { key: KEY, value: VALUE });
    expect(set.status).toBe(401);
    expect(await t.server.deps.db.selectFrom("user_pref").select("key").where("userId", "not in", [li.Id, wang.Id]).execute()).toEqual([]);
  });

  it("refuses bad keys, missing and oversized values in Chinese", async () => {
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const r = await t.rpc("PrefServiceAdmin/setPref", payload, li.token);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(3);
      expect(String(r.body.message)).toContain(message);
    };
    await refused({ key: "grid coupon", value: 1 }, "设置名只能由字母、数字和 . _ : - 组成");
    await refused({ key: "", value: 1 }, "设置名不能为空");
    await refused({ key: "k".repeat(121), value: 1 }, "设置名最多 120 个字符");
    await refused({ value: 1 }, "请提供设置名 key");
    await refused({ key: "grid.x" }, "请提供设置内容 value");
    await refused({ key: "grid.x", value: "字".repeat(16_001) }, "设置内容太长：最多 16000 个字符");
    expect(await get(li.token, "grid.x")).toBeNull();
  });

  it("stops a user at 500 settings, while their existing ones still change", async () => {
    const user = await makeUser(t, "pref.many", "annotator", {});
    const now = Date.now();
    await t.server.deps.db.insertInto("user_pref")
      .values(Array.from({ length: 500 }, (_, i) => ({ userId: user.Id, key: `k.${i}`, value: "1", utime: now }))).execute();
    const over = await t.rpc("PrefServiceAdmin/setPref", { key: "k.new", value: 1 }, user.token);
    expect(over.status).toBe(429);
    expect(String(over.body.message)).toContain("个人设置最多 500 项");
    expect((await t.rpc("PrefServiceAdmin/setPref", { key: "k.7", value: 2 }, user.token)).body.code).toBe("SUCCESS");
    expect((await get(user.token, "k.7"))?.value).toBe(2);
    // Another user is not held back by this one's count.
    expect((await t.rpc("PrefServiceAdmin/setPref", { key: "k.new", value: 1 }, wang.token)).body.code).toBe("SUCCESS");
  });
});
