import { defineFixture } from "../../fixture";

export const fixture = defineFixture("resourceAlbum", {
  givenForTransitions: { title: "宋人小品五十帧" },
});
