import { numberKind } from "./numberBase";
import { formatShanghai, fromShanghaiInput, toShanghaiInput } from "./shanghai";

/** An instant: ms since the epoch on the wire, shown and typed in Asia/Shanghai. */
export const datetime = numberKind("datetime", {
  whole: true,
  column: { sqlite: "integer", postgres: "bigint" },
  format: (ms) => formatShanghai(ms),
  toInput: toShanghaiInput,
  fromInput: (text) => {
    const t = text.trim();
    if (t === "") return null;
    const ms = fromShanghaiInput(t);
    return Number.isNaN(ms) ? t : ms;
  },
  filters: ["range"],
  samples: (_f, n) => [Date.UTC(2026, 0, 1) + n * 60_000],
});
