import { defineFixture } from "../../fixture";

export const fixture = defineFixture("artistVideo", {
  // Related works are checked against programme works: none by default.
  given: { relatedWorkIds: [] },
  // Stamped by 上架 only.
  rangeSkipped: ["publishedAt", "republishedAt"],
  // 上架 needs a 正常 video: the record's video has been transcoded by the time it is published.
  beforeCall: async (tx, Id) => {
    const row = await tx.selectFrom("artist_video").select("vodVideoId").where("Id", "=", Id).executeTakeFirstOrThrow();
    await tx.updateTable("vod_video").set({ status: "Normal" }).where("Id", "=", Number(row.vodVideoId)).execute();
  },
});
