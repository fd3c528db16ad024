import { defineFixture } from "../../fixture";

export const fixture = defineFixture("vipGoods", {
  given: { platforms: ["ANDROID"], price: 3000, originalPrice: 3600, firstPrice: 1800, appStoreProductId: null },
});
