import { describe, expect, it } from "vitest";
import { formatField, formatMoney, MONEY_NUM_FMT, type FieldDef } from "../../src/catalogue";
import { formatCell } from "../../server/platform/jobs/format";

const money: FieldDef = { key: "amount", label: "金额", kind: "money" };

// What Excel shows for a number under MONEY_NUM_FMT (positive;negative sections of `"¥"#,##0.00`).
function excelShows(n: number, numFmt: string): string {
  const [positive, negative = `-${positive}`] = numFmt.split(";");
  const section = n < 0 ? negative : positive;
  const figures = Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return section!.replace('"¥"', "¥").replace("#,##0.00", figures);
}

describe("money has one output", () => {
  const cases: [number, string][] = [
    [0, "¥0.00"],
    [1, "¥0.01"],
    [99, "¥0.99"],
    [100, "¥1.00"],
    [123456, "¥1,234.56"],
    [-123456, "-¥1,234.56"],
    [-5, "-¥0.05"],
    [600001, "¥6,000.01"],
  ];

  it.each(cases)("%d fen: the grid, messages and banners show %s", (fen, shown) => {
    expect(formatMoney(fen)).toBe(shown);
    expect(formatField(money, fen)).toBe(shown);
  });

  it.each(cases)("%d fen: the export's cell shows %s and keeps the number", (fen, shown) => {
    const cell = formatCell(money, fen);
    expect(cell.value).toBe(fen / 100);
    expect(cell.numFmt).toBe(MONEY_NUM_FMT);
    expect(excelShows(cell.value as number, cell.numFmt!)).toBe(shown);
  });
});
