import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

// The fast list paths (keyset pages, last page, bounded counts and estimates, trigram substring and
// prefix filters) must answer exactly what the plain ones answer: OFFSET pages, count(*), LIKE.

const ROWS = 1_200;
const LIMIT = 500; // MOYUAN_EXACT_COUNT_LIMIT: above it, `count: "auto"` estimates
const CITIES = ["北京", "上海", "Xi'an", "杭州", null];

type Museum = { Id: number; name: string; nameEn: string | null; city: string | null; utime: number };

/** Row i: names that share prefixes and substrings, some nameEn and city NULL, utimes with ties. */
function row(i: number) {
  const n = String(i).padStart(4, "0");
  return {
    ctime: 1_000 + i, utime: 1_000 + Math.floor(i / 3),
    name: `${i % 7 === 0 ? "故宫" : "博物馆"} ${n}${i % 11 === 0 ? " ABC" : ""}`,
    nameEn: i % 5 === 0 ? null : `Museum ${n}${i % 13 === 0 ? " abc_%" : ""}`,
    city: CITIES[i % CITIES.length] ?? null,
  };
}

describeEachDb("list fast paths", (kind) => {
  let t: TestServer;
  let all: Museum[];
  const list = (payload: Record<string, unknown>) => t.rpc("BaseServiceAdmin/listMuseum", { mask: { fields: ["name", "nameEn", "city", "utime"] }, ...payload }, t.adminToken);
  const rows = async (payload: Record<string, unknown>) => {
    const r = await list(payload);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body as unknown as { data: Museum[]; total?: number; estimated?: boolean };
  };
  /** The plain answer: OFFSET pages of 200 under one sort and filter, with an exact count. */
  const plain = async (sort: Record<string, unknown>, jsonq = "{}") => {
    const out: Museum[] = [];
    for (let skip = 0; ; skip += 200) {
      const page = await rows({ page: { skip, limit: 200 }, sort, cond: { jsonq }, count: "exact" });
      out.push(...page.data);
      if (page.data.length < 200) return { ids: out.map((m) => m.Id), total: page.total };
    }
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_EXACT_COUNT_LIMIT: String(LIMIT) } });
    const db = t.server.deps.db;
    for (let i = 0; i < ROWS; i += 200) {
      await db.insertInto("museum").values(Array.from({ length: Math.min(200, ROWS - i) }, (_, k) => row(i + k))).execute();
    }
    all = (await rows({ page: { skip: 0, limit: 1000 }, sort: { by: "Id", asc: true } })).data;
    all.push(...(await rows({ page: { skip: 1000, limit: 1000 }, sort: { by: "Id", asc: true } })).data);
    expect(all).toHaveLength(ROWS);
  });
  afterAll(async () => {
    await t?.close();
  });

  const SORTS = [{}, { by: "utime", asc: true }, { by: "name", asc: true }, { by: "nameEn", asc: true }, { by: "nameEn", asc: false }, { by: "city", asc: false }];

  for (const sort of SORTS) {
    it(`walking after each page's last row, and back before each page's first, gives the OFFSET order (sort ${JSON.stringify(sort)})`, async () => {
      const reference = await plain(sort);
      expect(reference.total).toBe(ROWS);
      const forward: number[] = [];
      let page = await rows({ page: { skip: 0, limit: 97 }, sort, count: "none" });
      while (page.data.length > 0) {
        forward.push(...page.data.map((m) => m.Id));
        page = await rows({ page: { skip: 0, limit: 97, after: forward.at(-1) }, sort, count: "none" });
      }
      expect(forward).toEqual(reference.ids);

      const last = await rows({ page: { skip: 0, limit: 97, last: true }, sort });
      expect(last.data.map((m) => m.Id)).toEqual(reference.ids.slice(-97));
      const backward = last.data.map((m) => m.Id);
      for (;;) {
        const before = await rows({ page: { skip: 0, limit: 97, before: backward[0] }, sort, count: "none" });
        if (before.data.length === 0) break;
        backward.unshift(...before.data.map((m) => m.Id));
      }
      expect(backward).toEqual(reference.ids);
    });
  }

  it("counts exactly up to the limit, estimates past it (约), and leaves the total out when asked", async () => {
    const auto = await rows({ page: { skip: 0, limit: 20 } });
    expect(auto.estimated).toBe(true);
    expect(auto.total).toBeGreaterThan(LIMIT);
    const exact = await rows({ page: { skip: 0, limit: 20 }, count: "exact" });
    expect(exact).toMatchObject({ total: ROWS });
    expect(exact.estimated).toBeUndefined();
    const narrow = await rows({ page: { skip: 0, limit: 20 }, cond: { jsonq: JSON.stringify({ city: "杭州" }) } });
    expect(narrow.total).toBe(all.filter((m) => m.city === "杭州").length);
    expect(narrow.estimated).toBeUndefined();
    const none = await rows({ page: { skip: 0, limit: 20 }, count: "none" });
    expect(none).not.toHaveProperty("total");
    expect(none.data).toEqual(auto.data);
  });

  describe("substring and prefix filters", () => {
    const contains = (text: string, key: "name" | "nameEn") => all.filter((m) => (m[key] ?? "").toLowerCase().includes(text.toLowerCase())).map((m) => m.Id).sort((a, b) => a - b);
    const filtered = async (jsonq: Record<string, unknown>) => (await plain({ by: "Id", asc: true }, JSON.stringify(jsonq))).ids;

    for (const [key, text] of [["name", "0004"], ["name", "故宫 01"], ["name", "abc"], ["name", "AB"], ["nameEn", "useum 11"], ["nameEn", "c_%"], ["name", "宫"]] as const) {
      it(`${key} contains ${JSON.stringify(text)}: the rows LIKE finds, case aside for ASCII`, async () => {
        const expected = contains(text, key);
        expect(await filtered({ [key]: text })).toEqual(expected);
      });
    }

    it("startsWith: the rows whose value begins with the text, as typed", async () => {
      for (const prefix of ["博物馆 01", "故宫 0", "Museum 0013 abc_", "Museum 0013 abc%", "博"]) {
        const expected = all.filter((m) => (m.nameEn ?? "").startsWith(prefix) || m.name.startsWith(prefix)).map((m) => m.Id);
        const byName = await filtered({ name: { startsWith: prefix } });
        const byEn = await filtered({ nameEn: { startsWith: prefix } });
        expect([...new Set([...byName, ...byEn])].sort((a, b) => a - b)).toEqual(expected);
      }
      expect(await filtered({ name: { startsWith: "museum" } })).toEqual([]);
    });

    it("a renamed record is found by its new name only, a deleted one no more", async () => {
      const target = all[5] as Museum;
      const current = await t.rpc("BaseServiceAdmin/getMuseum", { Id: target.Id }, t.adminToken);
      const updated = await t.rpc("BaseServiceAdmin/updateMuseum", { Id: target.Id, utime: (current.body.data as Museum).utime, data: { name: "独一无二的名字 xyz" } }, t.adminToken);
      expect(updated.body.code).toBe("SUCCESS");
      expect(await filtered({ name: "一无二的" })).toEqual([target.Id]);
      expect(await filtered({ name: target.name })).toEqual([]);
      const removed = await t.rpc("BaseServiceAdmin/deleteMuseum", { Id: target.Id }, t.adminToken);
      expect(removed.body.code).toBe("SUCCESS");
      expect(await filtered({ name: "一无二的" })).toEqual([]);
      all = all.filter((m) => m.Id !== target.Id);
    });
  });

  it("refuses mixed paging and a start record that is not in the list, in Chinese, changing nothing", async () => {
    const mixed = await list({ page: { skip: 20, limit: 20, after: all[0]?.Id } });
    expect(mixed.body).toMatchObject({ code: 3, message: "page.after、page.before、page.last 只能用其中一个，且 page.skip 须为 0" });
    const both = await list({ page: { skip: 0, limit: 20, after: all[0]?.Id, last: true } });
    expect(both.body.code).toBe(3);
    const outside = all.find((m) => m.city !== "北京") as Museum;
    const gone = await list({ page: { skip: 0, limit: 20, after: outside.Id }, cond: { jsonq: JSON.stringify({ city: "北京" }) } });
    expect(gone.body).toMatchObject({ code: 5, message: "翻页的起点记录已不在列表中，请刷新列表" });
    const badPrefix = await list({ page: { skip: 0, limit: 20 }, cond: { jsonq: JSON.stringify({ name: { startsWith: 3 } }) } });
    expect(badPrefix.body).toMatchObject({ code: 3, message: "筛选条件「名称」的开头必须是字符串" });
    const badCount = await list({ page: { skip: 0, limit: 20 }, count: "some" });
    expect(badCount.body.code).toBe(3);
  });
});
