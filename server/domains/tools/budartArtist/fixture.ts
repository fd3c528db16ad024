import { defineFixture } from "../../fixture";
import { FIXTURE_WIKIDATA, fixtureWestArtist } from "../budartWork/fixtureWorld";

export const fixture = defineFixture("budartArtist", {
  // Source and Id are unique together; no Wikidata ID, so 导入 makes a new artist rather than matching one.
  given: (n) => ({ sourceName: `测试导出${n}`, sourceId: `fixture-${n}`, nameZh: `测试艺术家${n}`, wikidataId: null }),
  // 匹配已有艺术家 finds the fixtures' /west artist by its Wikidata ID; 导入 (run again on the same record) must
  // not find the artist its first run made by name and years, so those are cleared for it.
  prepareTransition: { match: { wikidataId: FIXTURE_WIKIDATA }, import: { wikidataId: null, birthYear: null } },
  beforeCall: async (tx) => {
    await fixtureWestArtist(tx);
  },
});
