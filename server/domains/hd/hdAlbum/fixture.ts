import { defineFixture } from "../../fixture";

export const fixture = defineFixture("hdAlbum", {
  // 上架 and 重新上架: an album with an image and a cover.
  prepareTransition: {
    publish: { itemCount: 1, cover: "category/cover-sample.jpg" },
    republish: { itemCount: 1, cover: "category/cover-sample.jpg" },
  },
});
