import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_VIEWS_PER_SCREEN } from "../../server/services/savedViews";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** Saved views (issue 22): per user and screen, on the server; own rows only; names unique; bad input changes nothing. */
describeEachDb("saved views", (kind) => {
  let t: TestServer;
  let ann: TestUser;
  let bob: TestUser;
  const SCREEN = "/order/vip";
  const state = { filters: { status: "PAID" }, sort: { by: "paidAt", order: "descend" }, columns: ["orderNo", "status"] };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    ann = await makeUser(t, "ann.views", "auditor", { order: "READ" });
    bob = await makeUser(t, "bob.views", "auditor", { order: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = () => t.server.deps.db.selectFrom("saved_view").selectAll().orderBy("Id").execute();
  const list = async (who: TestUser, screen = SCREEN) => {
    const r = await t.rpc("SavedViewServiceAdmin/listSavedView", { screen }, who.token);
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as { Id: number; name: string; state: unknown }[];
  };
  const save = (who: TestUser, payload: Record<string, unknown>) => t.rpc("SavedViewServiceAdmin/saveSavedView", payload, who.token);

  it("saves a view and lists it back to its owner only, per screen", async () => {
    const r = await save(ann, { screen: SCREEN, name: "已支付", state });
    expect(r.body.code).toBe("SUCCESS");
    expect(await list(ann)).toEqual([expect.objectContaining({ name: "已支付", state })]);
    expect(await list(bob)).toEqual([]);
    expect(await list(ann, "/order/topup")).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ userId: ann.Id, screen: SCREEN, name: "已支付" });
    expect(JSON.parse(String(row?.state))).toEqual(state);
  });

  it("refuses a second view of the same name on the same screen, in Chinese, and keeps the first", async () => {
    const before = await rows();
    const r = await save(ann, { screen: SCREEN, name: " 已支付 ", state: { filters: {} } });
    expect(r.body).toMatchObject({ code: 6, message: "已有名为「已支付」的视图，请换一个名称" });
    expect(await rows()).toEqual(before);
    // Another user, or another screen, may use the name.
    expect((await save(bob, { screen: SCREEN, name: "已支付", state: { filters: {} } })).body.code).toBe("SUCCESS");
    expect((await save(ann, { screen: "/order/topup", name: "已支付", state: { filters: {} } })).body.code).toBe("SUCCESS");
  });

  it("lets nobody change or delete another user's view", async () => {
    const [annView] = await list(ann);
    const before = await rows();
    const changed = await save(bob, { screen: SCREEN, name: "偷改", state: { filters: {} }, Id: annView?.Id });
    expect(changed.body).toMatchObject({ code: 5, message: "视图不存在或已删除" });
    const removed = await t.rpc("SavedViewServiceAdmin/deleteSavedView", { Id: annView?.Id }, bob.token);
    expect(removed.body).toMatchObject({ code: 5, message: "视图不存在或已删除" });
    expect(await rows()).toEqual(before);
  });

  it("refuses bad input with a Chinese message and writes nothing", async () => {
    const before = await rows();
    const bad: [Record<string, unknown>, string][] = [
      [{ screen: SCREEN, name: "", state }, "请填写视图名称"],
      [{ screen: SCREEN, name: "长".repeat(41), state }, "视图名称不能超过 40 个字"],
      [{ screen: "javascript:alert(1)", name: "x", state }, "页面地址不正确"],
      [{ screen: SCREEN, name: "x" }, "请指定视图内容（state）"],
      [{ screen: SCREEN, name: "x", state: { filters: {}, evil: 1 } }, "视图内容有不认识的项"],
      [{ screen: SCREEN, name: "x", state: { filters: { remark: "长".repeat(20_001) } } }, "视图内容过长"],
    ];
    for (const [payload, message] of bad) {
      const r = await save(ann, payload);
      expect(r.body, JSON.stringify(payload).slice(0, 80)).toMatchObject({ code: 3, message: expect.stringContaining(message) });
    }
    expect((await t.rpc("SavedViewServiceAdmin/listSavedView", {})).body.code).toBe(16);
    expect(await rows()).toEqual(before);
  });

  it("renames and deletes its owner's view, and keeps a screen's views under the limit", async () => {
    const [view] = await list(ann);
    const renamed = await save(ann, { screen: SCREEN, name: "已付款", state: { filters: {} }, Id: view?.Id });
    expect(renamed.body.code).toBe("SUCCESS");
    expect((await list(ann)).map((v) => v.name)).toEqual(["已付款"]);
    expect((await t.rpc("SavedViewServiceAdmin/deleteSavedView", { Id: view?.Id }, ann.token)).body.code).toBe("SUCCESS");
    expect(await list(ann)).toEqual([]);
    for (let i = 0; i < MAX_VIEWS_PER_SCREEN; i++) expect((await save(ann, { screen: "/many", name: `视图${i}`, state: { filters: {} } })).body.code).toBe("SUCCESS");
    const over = await save(ann, { screen: "/many", name: "再一个", state: { filters: {} } });
    expect(over.body).toMatchObject({ code: 3, message: `每个页面最多保存 ${MAX_VIEWS_PER_SCREEN} 个视图，请先删除不用的视图` });
    expect(await list(ann, "/many")).toHaveLength(MAX_VIEWS_PER_SCREEN);
  });
});
