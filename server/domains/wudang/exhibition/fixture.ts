import { exhibitionWork, photo } from "../../../../src/catalogue/registry";
import { PHOTO_SUBJECTS } from "../../../../src/catalogue/resources/others/othersEnums";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

const DAY = 86_400_000;
/** Ahead of any test clock. */
const FUTURE = Date.UTC(2030, 0, 1);

export const fixture = defineFixture("exhibition", {
  // A week-long exhibition in 2030 (end after start); no category hall or museum needed.
  given: (n) => ({ startAt: FUTURE + n * DAY, endAt: FUTURE + (n + 7) * DAY, categoryHallId: null, museumId: null }),
  // 发布 and 立即开展 need an enabled work: a photo of its own, shown by the new exhibition.
  afterCreate: async (server, record) => {
    const at = server.now();
    const photoId = await insertSeed(server.db, photo, {
      title: `展览测试照片 ${record.Id}`, subject: PHOTO_SUBJECTS[0].value, license: "publicDomain", accessLevel: "free", publishState: "online", deleted: false,
    }, at);
    await insertSeed(server.db, exhibitionWork, {
      projectId: record.Id, itemType: "photo", itemId: photoId, itemKey: `${record.Id}:photo:${photoId}`, displayTitle: "展览测试照片", sort: 10, enabled: true,
    }, at);
  },
  // 发布 is for an exhibition whose start is ahead, 立即开展 for one whose start has come.
  prepareTransition: { publish: { startAt: FUTURE }, openNow: { startAt: Date.UTC(2020, 0, 1) } },
});
