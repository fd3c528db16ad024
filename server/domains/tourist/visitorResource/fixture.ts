import { defineFixture } from "../../fixture";

export const fixture = defineFixture("visitorResource", {
  givenForTransitions: { title: "临《多宝塔碑》第三日" },
});
