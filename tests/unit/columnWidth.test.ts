import { describe, expect, it } from "vitest";
import type { FieldDef, ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { moved } from "../../src/views/resource/columnPrefs";
import { clampWidth, columnWidth, labelWidth, MAX_COLUMN, MIN_COLUMN } from "../../src/views/resource/list/columnWidth";
import { gridColumns, gridTemplate } from "../../src/views/resource/list/gridColumns";

const resource = (name: string) => {
  const def = (RESOURCES as readonly ResourceDef[]).find((r) => r.name === name);
  if (!def) throw new Error(`no resource ${name}`);
  return def;
};
const coupon = resource("coupon");
const field = (def: ResourceDef, key: string) => {
  const f = def.fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};
const width = (key: string, def = coupon) => columnWidth(def, field(def, key));

describe("column widths from the field kind and content", () => {
  it("makes numbers, money, states and dates narrow and the record's title wide", () => {
    const title = width("name");
    for (const key of ["totalQuantity", "claimedCount", "thresholdFen", "status", "claimStartAt"]) {
      expect(width(key), key).toBeLessThanOrEqual(160);
      expect(width(key), key).toBeLessThan(title);
    }
    expect(title).toBeGreaterThanOrEqual(240);
    expect(width("thresholdFen")).toBeLessThan(width("claimStartAt")); // money < a date and time
  });

  it("gives names wider columns than codes and numbers, whatever the resource", () => {
    const def: ResourceDef = { ...coupon, titleField: "name" };
    const text = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label: "字段", kind: "text", ...extra });
    expect(columnWidth(def, text("nickName"))).toBeGreaterThan(columnWidth(def, text("code", { maxLength: 12 })));
    expect(columnWidth(def, text("code", { maxLength: 12 }))).toBeGreaterThan(columnWidth(def, { key: "n", label: "数", kind: "integer" }));
    expect(columnWidth(def, { key: "d", label: "日", kind: "date" })).toBeLessThan(columnWidth(def, { key: "t", label: "时", kind: "datetime" }));
  });

  it("is never narrower than the header's label, and an enum fits its longest option", () => {
    const long: FieldDef = { key: "n", label: "最近一次发券任务编号", kind: "integer", sortable: true };
    expect(columnWidth(coupon, long)).toBeGreaterThanOrEqual(labelWidth(long.label, true));
    expect(columnWidth(coupon, long)).toBeGreaterThan(columnWidth(coupon, { ...long, label: "数" }));
    const options = [{ value: "A", label: "短" }, { value: "B", label: "一个相当长的选项名称啊" }];
    expect(columnWidth(coupon, { key: "e", label: "类", kind: "enum", options })).toBeGreaterThanOrEqual(labelWidth("一个相当长的选项名称啊"));
  });

  it("keeps every listed column of every resource within the limits", () => {
    for (const def of RESOURCES as readonly ResourceDef[]) {
      for (const f of def.fields.filter((x) => x.listed)) {
        const w = columnWidth(def, f);
        expect(w, `${def.name}.${f.key}`).toBeGreaterThanOrEqual(MIN_COLUMN);
        expect(w, `${def.name}.${f.key}`).toBeLessThanOrEqual(MAX_COLUMN);
      }
    }
    expect(clampWidth(10)).toBe(MIN_COLUMN);
    expect(clampWidth(5000)).toBe(MAX_COLUMN);
  });
});

describe("the grid's columns as the user arranged them", () => {
  const listed = coupon.fields.filter((f) => f.listed);
  it("puts the user's order first, the other columns after in the catalogue's order, and the user's widths over the kind's", () => {
    const cols = gridColumns(coupon, listed, ["status", "name"], { name: 400 });
    expect(cols.slice(0, 3).map((c) => c.field.key)).toEqual(["status", "name", listed.find((f) => !["status", "name"].includes(f.key))?.key]);
    expect(cols.find((c) => c.field.key === "name")).toMatchObject({ width: 400, title: true });
    expect(cols.find((c) => c.field.key === "status")?.width).toBe(width("status"));
    const { template, minWidth } = gridTemplate(cols);
    expect(template.startsWith("40px 80px 104px 400px")).toBe(true);
    expect(template.endsWith("minmax(0, 1fr) 56px")).toBe(true);
    expect(minWidth).toBe(40 + 80 + cols.reduce((n, c) => n + c.width, 0) + 56);
  });

  it("moves a column to a place, within the ends", () => {
    expect(moved(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], "c", 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], "c", 9)).toEqual(["a", "b", "c"]);
  });
});
