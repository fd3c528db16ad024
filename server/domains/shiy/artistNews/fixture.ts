import { defineFixture } from "../../fixture";

export const fixture = defineFixture("artistNews", {
  // Pictures are a list of at most nine uploaded images' addresses; an entry ends after it starts.
  given: { images: ["shiy/news/1.jpg"], endDate: null },
});
