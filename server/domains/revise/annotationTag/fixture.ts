import { defineFixture } from "../../fixture";

/** Shapes among rect/polygon; no hotkey (siblings may not share one) and no parent (at most three levels). */
export const fixture = defineFixture("annotationTag", {
  given: { shapes: ["rect"], hotkey: null, parentId: null, enabled: true },
});
