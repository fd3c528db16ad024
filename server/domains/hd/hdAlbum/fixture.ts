import { defineFixture } from "../../fixture";

export const fixture = defineFixture("hdAlbum", {
  prepareTransition: { publish: { itemCount: 1, cover: "category/cover-sample.jpg" } },
});
