import { hdImage } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("paintingWork", {
  given: { age: "NORTHERN_SONG", category: "LANDSCAPE", material: "SILK", media: "INK", source: "MUSEUM", coArtistIds: null },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { age: "NORTHERN_SONG", category: "LANDSCAPE", material: "SILK", media: "INK", source: "MUSEUM", accessLevel: "vip", coArtistIds: null, yearFrom: null, yearTo: null },
  // A work that is not free goes online only with an HD image whose tiles are ready.
  afterCreate: async (s, record) => {
    await insertSeed(s.db, hdImage, {
      title: "全幅", subjectType: "suha", subjectId: record.Id, pageNo: 1, version: "原始扫描", masterFile: "shiy/hd/master-sample.tif",
      accessLevel: "free", license: "publicDomain", tileStatus: "ready", publishState: "draft", deleted: false,
    }, s.now());
  },
});
