import { numberKind } from "./numberBase";

/**
 * Fen as yuan with two decimals, the one way money is shown (grid, banners, messages, exports):
 * 123456 → ¥1,234.56, -5 → -¥0.05.
 */
export function formatMoney(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  return `${sign}¥${(Math.abs(fen) / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The Excel number format that shows yuan as formatMoney does (the cell keeps the number). */
export const MONEY_NUM_FMT = '"¥"#,##0.00;-"¥"#,##0.00';

/** Money: whole fen on the wire and in the database, yuan with two decimals for people. */
export const money = numberKind("money", {
  whole: true,
  column: { sqlite: "integer", postgres: "bigint" },
  format: formatMoney,
  // Amounts are looked for between two figures first.
  filters: ["range", "equals", "in"],
  toInput: (fen) => (fen / 100).toFixed(2),
  fromInput: (text) => {
    const t = text.trim().replace(/^¥/, "").replaceAll(",", "");
    if (t === "") return null;
    const n = Number(t);
    return Number.isFinite(n) ? Math.round(n * 100) : text.trim();
  },
});
