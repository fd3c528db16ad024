import { expect, it } from "vitest";
import { fieldOf } from "../../src/catalogue";
import { courseAssistant } from "../../src/catalogue/resources/course/courseAssistant";
import { reviseTask } from "../../src/catalogue/resources/revise/reviseTask";
import { fixedScope, scopedField, scopeWaits } from "../../src/views/resource/form/refScope";

it("a scope that follows a field of the form waits for it, then searches with the value it holds", () => {
  const classes = fieldOf(courseAssistant, "classIds")!;
  expect(scopeWaits(classes, { courseId: "" })).toBe(true);
  expect(fixedScope(scopedField(classes, { courseId: "" }))).toBeNull();
  expect(scopeWaits(classes, { courseId: "7" })).toBe(false);
  expect(fixedScope(scopedField(classes, { courseId: "7" }))).toEqual({ courseId: "7" });
});

it("a constant scope never waits; a field without one is left as it is", () => {
  const tags = fieldOf(reviseTask, "tagIds")!;
  expect(scopeWaits(tags, {})).toBe(false);
  expect(fixedScope(scopedField(tags, {}))).toEqual({ enabled: 1 });
  const plain = fieldOf(reviseTask, "title") ?? { key: "x", label: "x", kind: "text" as const };
  expect(scopedField(plain, {})).toBe(plain);
  expect(fixedScope(plain)).toEqual({});
});
