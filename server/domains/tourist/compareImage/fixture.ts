import { defineFixture } from "../../fixture";

export const fixture = defineFixture("compareImage", {
  givenForTransitions: { title: "《兰亭序》神龙本 vs 定武本" },
});
