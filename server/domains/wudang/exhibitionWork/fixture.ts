import { photo } from "../../../../src/catalogue/registry";
import { PHOTO_SUBJECTS } from "../../../../src/catalogue/resources/others/othersEnums";
import { insertSeed } from "../../../seed/factory";
import { defineFixture, type FixtureServer } from "../../fixture";

let made = 0;
const photosBySample = new WeakMap<FixtureServer, Map<number, Promise<number>>>();

/** A live photo of its own for sample `n` (the same one for the same n; a new one when no n is given). */
function aPhoto(s: FixtureServer, n?: number): Promise<number> {
  const make = () => insertSeed(s.db, photo, {
    title: `展品测试照片 ${(made += 1)}`, subject: PHOTO_SUBJECTS[0].value, license: "publicDomain", accessLevel: "free", publishState: "online", deleted: false,
  }, s.now());
  if (n === undefined) return make();
  const byN = photosBySample.get(s) ?? new Map<number, Promise<number>>();
  photosBySample.set(s, byN);
  const found = byN.get(n) ?? make();
  byN.set(n, found);
  return found;
}

export const fixture = defineFixture("exhibitionWork", {
  // A work is a live record of its library, once per exhibition: each sample picks a photo of its own.
  madeFirst: async (s, n) => ({ itemType: "photo", itemId: await aPhoto(s, n), focusRegions: null }),
});
