import { defineFixture, type FixtureServer } from "../../fixture";
import { testArtist } from "../captureTask/fixtureData";

const artists = new WeakMap<FixtureServer, Promise<number>>();

/** One artist per test server that the samples are about (a record is about an artist, or a draft about an application). */
function anArtist(s: FixtureServer): Promise<number> {
  let id = artists.get(s);
  if (!id) {
    id = testArtist(s.db, s.now());
    artists.set(s, id);
  }
  return id;
}

export const fixture = defineFixture("artistInterview", {
  // A follow-up is not before the conversation: the samples leave it to the test of its own.
  given: { nextFollowUpDate: null },
  madeFirst: async (s) => ({ artistId: await anArtist(s) }),
});
