/** Helpers of the 书画 tests: artists, works and HD images made through the methods (images written as the HD library would). */
import { expect } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import type { TestServer } from "./harness";

export type Rec = Record<string, unknown> & { Id: number; utime: number };

export function suhaCalls(t: TestServer) {
  let n = 0;
  const call = (service: string) => (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`${service}/${m}`, p, token);
  const artistSvc = call("ArtistServiceAdmin");
  const suhaSvc = call("SuhaServiceAdmin");
  const ok = (r: { body: Record<string, unknown> }) => {
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS" });
    return r.body.data as Rec;
  };
  return {
    artistSvc, suhaSvc, ok,
    async artist(over: Record<string, unknown> = {}): Promise<Rec> {
      n += 1;
      return ok(await artistSvc("createAncientArtist", { data: { name: `测试书家${n}`, age: "TANG", lifeText: "701—761", ...over } }));
    },
    async work(artistId: number, over: Record<string, unknown> = {}): Promise<Rec> {
      n += 1;
      return ok(await suhaSvc("createPaintingWork", { data: {
        title: `测试画作${n}`, artistId, attribution: "confirmed", age: "NORTHERN_SONG", category: "LANDSCAPE", form: "lizhou",
        material: "SILK", media: "INK", accessLevel: "free", source: "MUSEUM", ...over,
      } }));
    },
    async getWork(Id: number): Promise<Rec> {
      return ok(await suhaSvc("getPaintingWork", { Id }));
    },
    async getArtist(Id: number): Promise<Rec> {
      return ok(await artistSvc("getAncientArtist", { Id }));
    },
    /** An HD image depicting the subject (contract §1), as the HD library links it. */
    async image(subjectType: string, subjectId: number, tileStatus: string): Promise<number> {
      return insertSeed(t.server.deps.db as unknown as Tx, resourceByName("hdImage") as ResourceDef, {
        title: "全幅", subjectType, subjectId, pageNo: 1, version: "原始扫描", masterFile: "shiy/hd/master.tif",
        accessLevel: "free", license: "publicDomain", tileStatus, publishState: "draft", deleted: false,
      }, t.clock.now);
    },
    async artistDict(version?: number): Promise<{ items: { value: string; label: string }[]; version: number } | undefined> {
      const r = await t.rpc("BaseServiceAdmin/getDicts", { dictVersion: version === undefined ? {} : { artist: version } }, t.adminToken);
      return (r.body.dicts as Record<string, { items: { value: string; label: string }[]; version: number }>).artist;
    },
  };
}
