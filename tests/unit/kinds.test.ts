import { describe, expect, it } from "vitest";
import { checkValue, FIELD_KINDS, formatField, kindOf, KINDS, type FieldDef, type FieldKind } from "../../src/catalogue";

const field = (kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef => ({ key: "x", label: "金额", kind, ...extra });
/** 2026-11-22 12:00 in China = 04:00 UTC. */
const NOON_CHINA = Date.UTC(2026, 10, 22, 4, 0, 0);

describe("one module per field kind", () => {
  it("covers every kind, and each kind's samples pass its own validation", () => {
    expect(Object.keys(KINDS).sort()).toEqual([...FIELD_KINDS].sort());
    for (const kind of FIELD_KINDS) {
      const f = field(kind, kind === "enum" ? { options: [{ value: "A", label: "甲" }] } : {});
      for (const sample of kindOf(f).samples(f, 7)) expect(checkValue(f, sample), `${kind} sample`).toEqual({ value: expect.anything() as unknown });
    }
  });

  it("discount: tenths of 折 on the wire, 8.5折 for people, 8.5 typed back to 85", () => {
    const rate = field("discount", { label: "折扣" });
    expect(formatField(rate, 85)).toBe("8.5折");
    expect(formatField(rate, 90)).toBe("9折");
    expect(kindOf(rate).toInput(85)).toBe("8.5");
    expect(kindOf(rate).fromInput("8.5")).toBe(85);
    expect(kindOf(rate).fromInput("7折")).toBe(70);
    expect(checkValue(rate, 100)).toEqual({ error: "折扣须在 1 折到 9.9 折之间，如 8.5" });
  });

  it("money: fen on the wire, ¥ with two decimals for people, yuan typed back to fen", () => {
    const money = field("money");
    expect(formatField(money, 123456)).toBe("¥1,234.56");
    expect(kindOf(money).toInput(1205)).toBe("12.05");
    expect(kindOf(money).fromInput("12.34")).toBe(1234);
    expect(kindOf(money).fromInput("¥1,000.10")).toBe(100010);
    expect(kindOf(money).fromInput("十二元")).toBe("十二元");
    expect(checkValue(money, 12.5)).toEqual({ error: "金额不是有效的类型" });
  });

  it("datetime: shown and typed in Asia/Shanghai whatever the machine's zone", () => {
    const at = field("datetime", { label: "时间" });
    expect(formatField(at, NOON_CHINA)).toBe("2026-11-22 12:00");
    expect(kindOf(at).toInput(NOON_CHINA)).toBe("2026-11-22T12:00");
    expect(kindOf(at).fromInput("2026-11-22T12:00")).toBe(NOON_CHINA);
    // Just after midnight in China is still the previous day in UTC.
    expect(formatField(at, Date.UTC(2026, 10, 21, 16, 30))).toBe("2026-11-22 00:30");
  });

  it("the kinds that people look for between two values offer a range first: date, datetime, money", () => {
    for (const kind of ["date", "datetime", "money"] as const) expect(kindOf(field(kind)).filters[0]).toBe("range");
    expect(kindOf(field("text")).filters).toEqual(["contains"]);
    expect(kindOf(field("json")).filters).toEqual([]);
  });

  it("columns: references are 32-bit, amounts and times 64-bit on PostgreSQL; JSON kinds stored as text and read back", () => {
    expect(kindOf(field("ref")).column).toEqual({ sqlite: "integer", postgres: "integer" });
    expect(kindOf(field("money")).column.postgres).toBe("bigint");
    const tags = kindOf(field("tags"));
    expect(tags.decode(tags.encode(["山水", "花鸟"]))).toEqual(["山水", "花鸟"]);
    expect(tags.decode("{broken")).toBeNull();
  });

  it("validation messages stay the spec's Chinese ones", () => {
    expect(checkValue(field("text", { label: "名称", maxLength: 3 }), "四个字符")).toEqual({ error: "名称最多 3 个字符" });
    expect(checkValue(field("url", { label: "官方网站" }), "javascript:alert(1)")).toEqual({ error: "官方网站格式不正确" });
    expect(checkValue(field("image", { label: "标志" }), "javascript:alert(1)")).toEqual({ error: "标志格式不正确" });
    expect(checkValue(field("enum", { label: "状态", options: [{ value: "A", label: "甲" }] }), "B")).toEqual({ error: "状态不是可选的值" });
    expect(checkValue(field("ref", { label: "上级" }), 2 ** 31)).toEqual({ error: "上级不是可选的值" });
    expect(checkValue(field("tags", { label: "标签" }), ["a", "a", "b"])).toEqual({ value: ["a", "b"] });
  });
});
