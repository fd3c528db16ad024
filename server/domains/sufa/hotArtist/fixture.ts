import { ancientArtist } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture, type FixtureServer } from "../../fixture";

const artists = new WeakMap<FixtureServer, Map<number, Promise<number>>>();

function anArtist(s: FixtureServer, n: number): Promise<number> {
  const mine = artists.get(s) ?? new Map<number, Promise<number>>();
  artists.set(s, mine);
  let id = mine.get(n);
  if (!id) {
    id = insertSeed(s.db, ancientArtist, { name: `样例书家${n}`, age: "TANG", publishState: "draft", deleted: false }, s.now());
    mine.set(n, id);
  }
  return id;
}

export const fixture = defineFixture("hotArtist", {
  given: (n) => ({ startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  // A hot list holds each artist once per section: sample n gets an artist of its own (it wins over the shared reference).
  madeFirst: async (s, n) => (n === undefined ? {} : { artistId: await anArtist(s, n) }),
});
