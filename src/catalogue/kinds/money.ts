import { numberKind } from "./numberBase";

/** Fen as yuan with two decimals: 123456 → ¥1,234.56. */
export function formatMoney(fen: number): string {
  return `¥${(fen / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

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
