import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type TagType = { Id: number; utime: number; label: string; code: string | null; parentId: number | null; deleted: boolean };
type Item = { Id: number; utime: number; label: string; typeId: number; parentId: number | null; sort: number; deleted: boolean; children?: Item[] };

describeEachDb("multi-level tags", (kind) => {
  let t: TestServer;
  const svc = (m: string, p: Record<string, unknown>) => t.rpc(`MultiLevelTagServiceAdmin/${m}`, p, t.adminToken);
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("getTags answers the HDP_VERSION and CATEGORY_MUSEUM trees; unknown codes are refused", async () => {
    for (const tag of ["HDP_VERSION", "CATEGORY_MUSEUM"]) {
      const r = await t.rpc("BaseServiceAdmin/getTags", { tag }, t.adminToken);
      expect(r.body.code).toBe("SUCCESS");
      expect((r.body.data as Item[]).length).toBeGreaterThan(2);
    }
    const bad = await t.rpc("BaseServiceAdmin/getTags", { tag: "NOPE" }, t.adminToken);
    expect(bad.body).toMatchObject({ code: 3, message: "未知的标签编码：NOPE" });
  });

  it("lists tag types paged, by label and by parent, not deleted by default", async () => {
    const r = await svc("listTagType", { page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ label: "画" }) }, sort: { by: "utime", asc: true }, mask: { fields: ["label", "code", "parentId"] } });
    const types = r.body.data as TagType[];
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((x) => x.label.includes("画"))).toBe(true);
    const parent = (await svc("listTagType", { page: { skip: 0, limit: 100 } })).body.data as TagType[];
    const withChild = parent.find((p) => parent.some((c) => c.parentId === p.Id))!;
    const children = await svc("listTagType", { cond: { jsonq: JSON.stringify({ parentId: withChild.Id }) } });
    expect((children.body.data as TagType[]).every((c) => c.parentId === withChild.Id)).toBe(true);
    expect(children.body.total).toBeGreaterThan(0);
  });

  it("creates a type, items under it and under an item, reorders, batch-creates, and fetches the tree", async () => {
    const type = (await svc("createTagType", { data: { label: "测试分类", code: "TEST_TREE" } })).body.data as TagType;
    expect(type.deleted).toBe(false);
    const a = (await svc("createItem", { data: { typeId: type.Id, label: "甲" } })).body.data as Item;
    const b = (await svc("createItem", { data: { typeId: type.Id, label: "乙" } })).body.data as Item;
    const c = (await svc("createItem", { data: { typeId: type.Id, label: "丙" } })).body.data as Item;
    expect([a.sort, b.sort, c.sort]).toEqual([0, 1, 2]);
    const batch = await svc("batchCreateItem", { typeId: type.Id, parentId: a.Id, labels: ["甲一", " 甲二 ", "", "甲三"] });
    expect(batch.body.total).toBe(3);

    const top = await svc("listItem", { typeId: type.Id, page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ deleted: "Bool(false)", parentId: null }) }, mask: { fields: ["label", "sort"] } });
    expect((top.body.data as Item[]).map((i) => i.label)).toEqual(["甲", "乙", "丙"]);
    const under = await svc("listItem", { Id: a.Id, typeId: type.Id, page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ deleted: "Bool(false)" }) } });
    expect((under.body.data as Item[]).map((i) => i.label)).toEqual(["甲一", "甲二", "甲三"]);

    const sorted = await svc("itemSort", { typeId: type.Id, parentId: null, ids: [c.Id, a.Id, b.Id] });
    expect(sorted.body.code).toBe("SUCCESS");
    const partial = await svc("itemSort", { typeId: type.Id, parentId: null, ids: [c.Id, a.Id] });
    expect(partial.body.code).toBe(3);

    const tree = await svc("getMultiLevelTag", { typeId: type.Id });
    const root = tree.body.data as { children: Item[] };
    expect(root.children.map((i) => i.label)).toEqual(["丙", "甲", "乙"]);
    expect(root.children[1]?.children?.map((i) => i.label)).toEqual(["甲一", "甲二", "甲三"]);

    const wrongParent = await svc("createItem", { data: { typeId: type.Id, parentId: 999999, label: "孤儿" } });
    expect(wrongParent.body.code).toBe(3);
    const current = (await svc("getItem", { Id: a.Id })).body.data as Item;
    const child = (under.body.data as Item[])[0] as Item;
    const cycle = await svc("updateItem", { Id: a.Id, utime: current.utime, data: { parentId: child.Id } });
    expect(cycle.body.message).toBe("不能把标签移到它自己或它的下级之下");
    expect(cycle.body.code).toBe(3);
  });

  it("deleting hides an item from default lists but keeps it with deleted=Bool(true)", async () => {
    const type = (await svc("createTagType", { data: { label: "删除测试" } })).body.data as TagType;
    const x = (await svc("createItem", { data: { typeId: type.Id, label: "将删除" } })).body.data as Item;
    expect((await svc("deleteItem", { Id: x.Id })).body.code).toBe("SUCCESS");
    const live = await svc("listItem", { typeId: type.Id, cond: { jsonq: JSON.stringify({ deleted: "Bool(false)" }) } });
    expect(live.body.total).toBe(0);
    const dead = await svc("listItem", { typeId: type.Id, cond: { jsonq: JSON.stringify({ deleted: "Bool(true)" }) } });
    expect((dead.body.data as Item[]).map((i) => i.label)).toEqual(["将删除"]);
    expect((await svc("getItem", { Id: x.Id })).status).toBe(404);
    expect((await svc("deleteTagType", { Id: type.Id })).body.code).toBe("SUCCESS");
    const types = await svc("listTagType", { cond: { jsonq: JSON.stringify({ label: "删除测试" }) } });
    expect(types.body.total).toBe(0);
    // A deleted code may be reused.
    expect((await svc("createTagType", { data: { label: "删除测试" } })).body.code).toBe("SUCCESS");
  });
});
