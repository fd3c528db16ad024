import { defineFixture } from "../../fixture";

export const fixture = defineFixture("lineDrawing", {
  // What visitors made: written as the client apps write them (required fields no console form has).
  givenForTransitions: { sourceTitle: "《墨竹图》" },
});
