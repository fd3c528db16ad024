import { defineFixture } from "../../fixture";

export const fixture = defineFixture("programmeWork", {
  // 授权范围 comes from a fixed set; a work is not dated after this year.
  given: (n) => ({ authorization: ["展示", "拍卖"], year: 1990 + (n % 30) }),
  // 上架 needs the review's approval first.
  prepare: { reviewState: "approved" },
});
