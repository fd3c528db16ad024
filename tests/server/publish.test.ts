/**
 * content.md §0.4, one rule for every content library, proved on four of them (relics, 书画家, 书法范文,
 * Western artists) on both databases: the first 上架 stamps publishedAt, 重新上架 keeps it and stamps
 * republishedAt; 上架 is refused from 已下架 and 重新上架 from 草稿 (FAILED_PRECONDITION, in Chinese,
 * nothing written); a selection goes on line all or nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };

/** A library: its service, entity word and a record its own check lets go on line. */
interface Library {
  readonly name: string;
  readonly service: string;
  readonly entity: string;
  readonly label: string;
  data(n: number, t: TestServer): Promise<Record<string, unknown>>;
}

const LIBRARIES: readonly Library[] = [
  {
    name: "relic", service: "WenwuServiceAdmin", entity: "Relic", label: "文物",
    async data(n, t) {
      const museum = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: `上架样例馆${n}` } }, t.adminToken);
      return {
        name: `青铜簋 ${n}`, museumId: (museum.body.data as Rec).Id, category: "bronze", age: "WESTERN_ZHOU", materialClass: "singleInorganic",
        material: "青铜", quantity: 1, countUnit: "piece", dimensionsText: "通高23厘米", level: "first", completeness: "complete",
        accessLevel: "free", description: "<p>器身饰窃曲纹。</p>",
      };
    },
  },
  { name: "ancientArtist", service: "ArtistServiceAdmin", entity: "AncientArtist", label: "古代书画家", data: (n) => Promise.resolve({ name: `上架书家${n}`, age: "TANG", lifeText: "701—761" }) },
  { name: "exampleText", service: "SufaServiceAdmin", entity: "ExampleText", label: "范文", data: (n) => Promise.resolve({ title: `春晓${n}`, genre: "poem", content: "春眠不觉晓，处处闻啼鸟。" }) },
  { name: "westernArtist", service: "ArtistServiceAdmin", entity: "WesternArtist", label: "西方艺术家", data: (n) => Promise.resolve({ nameZh: `上架画家${n}`, nameOriginal: `Painter ${n}` }) },
];

describeEachDb("the one publish rule (§0.4)", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  function ok(r: RpcAnswer): Rec[] {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Rec[];
  }

  for (const lib of LIBRARIES) {
    describe(lib.name, () => {
      const call = (verb: string, payload: Record<string, unknown>) => t.rpc(`${lib.service}/${verb}${lib.entity}`, payload, t.adminToken);
      const get = async (Id: number) => (await call("get", { Id })).body.data as Rec;
      const make = async (): Promise<Rec> => {
        serial += 1;
        const r = await call("create", { data: await lib.data(serial, t) });
        expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
        return r.body.data as Rec;
      };
      const changes = async (Id: number) => (await t.server.deps.db.selectFrom("data_change").select("Id")
        .where("resource", "=", lib.name).where("recordId", "=", Id).execute()).length;

      it("上架 stamps publishedAt once; every 重新上架 keeps it and stamps republishedAt", async () => {
        const r = await make();
        expect(r).toMatchObject({ publishState: "draft", publishedAt: null, republishedAt: null });
        t.clock.advance(60_000);
        const firstAt = t.clock.now;
        expect(ok(await call("publish", { Id: r.Id }))[0]).toMatchObject({ publishState: "online", publishedAt: firstAt, republishedAt: null });
        for (let round = 0; round < 2; round++) {
          t.clock.advance(60_000);
          expect(ok(await call("unpublish", { Id: r.Id }))[0]).toMatchObject({ publishState: "offline", publishedAt: firstAt });
          t.clock.advance(60_000);
          expect(ok(await call("republish", { Id: r.Id }))[0]).toMatchObject({ publishState: "online", publishedAt: firstAt, republishedAt: t.clock.now });
        }
        expect(await get(r.Id)).toMatchObject({ publishState: "online", publishedAt: firstAt, republishedAt: t.clock.now });
      });

      it("上架 is refused from 已下架 and 重新上架 from 草稿, in Chinese, writing nothing", async () => {
        const off = await make();
        ok(await call("publish", { Id: off.Id }));
        ok(await call("unpublish", { Id: off.Id }));
        const offline = await get(off.Id);
        const logged = await changes(off.Id);
        const again = await call("publish", { Id: off.Id });
        expect(again.body).toMatchObject({ code: 9, message: expect.stringContaining(`${lib.label}「`) });
        expect(String(again.body.message)).toContain("当前状态为「已下架」，不能执行「上架」");
        expect(await get(off.Id)).toEqual(offline);

        const draft = await make();
        const early = await call("republish", { Id: draft.Id });
        expect(early.body).toMatchObject({ code: 9 });
        expect(String(early.body.message)).toContain("当前状态为「草稿」，不能执行「重新上架」");
        expect(await get(draft.Id)).toMatchObject({ publishState: "draft", publishedAt: null, republishedAt: null, utime: draft.utime });
        expect(await changes(off.Id)).toBe(logged);
      });

      it("a selection goes on line all or nothing", async () => {
        const [a, b, online] = [await make(), await make(), await make()];
        ok(await call("publish", { Id: online.Id }));
        const refused = await call("publish", { Ids: [a.Id, b.Id, online.Id] });
        expect(refused.body).toMatchObject({ code: 9 });
        expect(String(refused.body.message)).toContain("不能执行「上架」");
        for (const r of [a, b]) expect(await get(r.Id)).toMatchObject({ publishState: "draft", publishedAt: null });
        t.clock.advance(60_000);
        const both = ok(await call("publish", { Ids: [a.Id, b.Id] }));
        expect(both.map((r) => [r.Id, r.publishState, r.publishedAt])).toEqual([[a.Id, "online", t.clock.now], [b.Id, "online", t.clock.now]]);
        const off = ok(await call("unpublish", { Ids: [a.Id, b.Id, online.Id] }));
        expect(off.map((r) => r.publishState)).toEqual(["offline", "offline", "offline"]);
      });
    });
  }
});
