import { hdImage } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture, type FixtureServer } from "../../fixture";

let sampleImages = 0;
const imagesBySample = new WeakMap<FixtureServer, Map<number, Promise<number>>>();

/** An HD image of its own for sample number `n` (the same one for the same n), or a new one when no n is given. */
function anImage(s: FixtureServer, n?: number): Promise<number> {
  const make = () => insertSeed(s.db, hdImage, {
    title: "溪山行旅图 · 局部（样例）", code: `HD-S${String((sampleImages += 1)).padStart(5, "0")}`, subjectType: "none", version: "原始扫描",
    masterFile: "shiy/masters/sample.tif", accessLevel: "free", license: "publicDomain", tileStatus: "none", publishState: "draft", deleted: false,
  }, s.now());
  if (n === undefined) return make();
  const byN = imagesBySample.get(s) ?? new Map<number, Promise<number>>();
  imagesBySample.set(s, byN);
  const found = byN.get(n) ?? make();
  byN.set(n, found);
  return found;
}

export const fixture = defineFixture("hdAlbumItem", {
  // An album holds an image once: each sample item gets an image of its own.
  madeFirst: async (s, n) => ({ hdImageId: await anImage(s, n) }),
});
