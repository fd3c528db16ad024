import { numberKind } from "./numberBase";

/** A discount as people say it: 85 on the wire (the share paid, in tenths of 折) reads 8.5折, 90 reads 9折. */
export function formatDiscount(tenths: number): string {
  return `${tenths / 10}折`;
}

/** A discount: whole tenths of 折 on the wire and in the database (1 折 to 9.9 折), typed and shown as 8.5. */
export const discount = numberKind("discount", {
  whole: true,
  column: { sqlite: "integer", postgres: "bigint" },
  bounds: { min: 10, max: 99, message: (label) => `${label}须在 1 折到 9.9 折之间，如 8.5` },
  format: formatDiscount,
  toInput: (tenths) => String(tenths / 10),
  fromInput: (text) => {
    const t = text.trim().replace(/折$/, "").trim();
    if (t === "") return null;
    const n = Number(t);
    return Number.isFinite(n) ? Math.round(n * 10) : text.trim();
  },
  samples: (_field, n) => [10 + (n % 90)],
});
