import { numberKind } from "./numberBase";
import { formatShanghai, fromShanghaiInput, toShanghaiInput } from "./shanghai";

/** The first and last instants whose Shanghai wall time (UTC+8) has a four-digit year: 0000-01-01 00:00, 9999-12-31 23:59:59.999. */
export const DATETIME_MIN = -62_167_219_200_000 - 8 * 3_600_000;
export const DATETIME_MAX = 253_402_300_799_999 - 8 * 3_600_000;

/** An instant: ms since the epoch on the wire, shown and typed in Asia/Shanghai. */
export const datetime = numberKind("datetime", {
  whole: true,
  column: { sqlite: "integer", postgres: "bigint" },
  // Years 0000–9999 as Shanghai shows them: beyond those a time has no four-digit year to show (and far
  // beyond, no Date at all), so a hook reading it would fail rather than refuse.
  bounds: { min: DATETIME_MIN, max: DATETIME_MAX, message: (label) => `${label}不是有效的时间` },
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
