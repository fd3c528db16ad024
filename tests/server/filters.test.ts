import { expect, it } from "vitest";
import { type ResourceDef } from "../../src/catalogue";
import { tagItem } from "../../src/catalogue/registry";
import { buildFilters } from "../../server/resources/filters";

// The parent key filters a child's list even when the field is not offered as a filter.
const unfiltered: ResourceDef = { ...tagItem, fields: tagItem.fields.map((f) => (f.key === "typeId" ? { ...f, filter: false } : f)) };

it("a child resource is listable by its parent key", () => {
  expect(buildFilters(unfiltered, { typeId: 3 }, "sqlite")).toHaveLength(2);
  const { parent: _parent, ...orphan } = unfiltered;
  expect(() => buildFilters(orphan, { typeId: 3 }, "sqlite")).toThrow("不支持按「标签类型」筛选");
});
