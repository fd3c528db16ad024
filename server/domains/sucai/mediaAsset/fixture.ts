import { defineFixture } from "../../fixture";

export const fixture = defineFixture("mediaAsset", {
  // 用途 from the fixed list (the sampler's labels are not); the file is any stored key.
  given: { usage: ["课程"], file: "shiy/sucai/sample.jpg" },
});
