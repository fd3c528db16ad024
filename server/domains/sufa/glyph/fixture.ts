import { defineFixture } from "../../fixture";

export const fixture = defineFixture("glyph", {
  given: (n) => ({ char: String.fromCharCode(0x4e00 + (n % 20_000)), standardChar: null, region: { x: n % 1000, y: 0, w: 32, h: 32 }, pageImageId: null }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { char: "永", standardChar: null, region: { x: 10, y: 20, w: 64, h: 72 }, pageImageId: null },
});
