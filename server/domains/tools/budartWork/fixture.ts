import { budartWork } from "../../../../src/catalogue/registry";
import { defineFixture } from "../../fixture";
import { fixtureWorld } from "./fixtureWorld";

export const fixture = defineFixture("budartWork", {
  // Source and Id are unique together (the rules check it): one per sample.
  given: (n) => ({ sourceName: `测试导出${n}`, sourceId: `fixture-${n}`, medium: "OIL_CANVAS", titleZh: `测试作品${n}` }),
  // 确认映射 needs the artist in /west; 关联已有作品 the work it repeats; 接受更新 the work it was imported as.
  beforeCall: async (tx, Id) => {
    const world = await fixtureWorld(tx);
    await tx.updateTable(budartWork.table).set({ budartArtistId: world.budartArtistId, duplicateOfId: world.westernWorkId, westernWorkId: world.westernWorkId, medium: "OIL_CANVAS" })
      .where("Id", "=", Id).execute();
  },
});
