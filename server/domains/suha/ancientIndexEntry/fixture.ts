import { ancientArtist, paintingWork } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

/** The work the last beforeCall made, which 关联作品 links. */
let suhaWorkId = 0;

export const fixture = defineFixture("ancientIndexEntry", {
  given: { catalogueSource: "tumu", age: "NORTHERN_SONG", material: "SILK", media: "INK" },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { catalogueSource: "tumu", age: "NORTHERN_SONG", form: "lizhou", material: "SILK", media: "INK" },
  input: { match: () => ({ workType: "suha", workId: suhaWorkId }), createWorkFrom: () => ({ category: "LANDSCAPE" }) },
  // 关联作品 needs a work not linked yet; 由索引创建作品 an entry with its author.
  beforeCall: async (tx, Id) => {
    const artistId = await insertSeed(tx, ancientArtist, { name: `矩阵书家${Id}-${suhaWorkId}`, age: "TANG", publishState: "draft", workCount: 0, deleted: false }, 1);
    suhaWorkId = await insertSeed(tx, paintingWork, {
      title: "矩阵作品", artistId, attribution: "confirmed", age: "TANG", category: "LANDSCAPE", form: "lizhou", material: "SILK", accessLevel: "free",
      publishState: "draft", hdCount: 0, viewCount: 0, deleted: false,
    }, 1);
    await tx.updateTable("ancient_index_entry").set({ artistId }).where("Id", "=", Id).execute();
  },
});
