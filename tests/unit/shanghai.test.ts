import { describe, expect, it } from "vitest";
import { formatShanghai, fromShanghaiInput, fromShanghaiWall, shanghaiDate, shanghaiDay, shanghaiDayStart, shanghaiStamp } from "../../src/catalogue/kinds/shanghai";

// 2026-01-31 16:30:05 UTC is 2026-02-01 00:30:05 in Shanghai: the day has turned there, not in UTC.
const AT = Date.UTC(2026, 0, 31, 16, 30, 5);

describe("Asia/Shanghai", () => {
  it("formats dates, days and stamps in Shanghai, whatever the day in UTC", () => {
    expect(formatShanghai(AT, true)).toBe("2026-02-01 00:30:05");
    expect(shanghaiDate(AT)).toBe("2026-02-01");
    expect(shanghaiDay(AT)).toBe("20260201");
    expect(shanghaiStamp(AT)).toBe("20260201003005");
    expect(shanghaiDate(AT - 30 * 60_000 - 6_000)).toBe("2026-01-31");
  });

  it("the start of a Shanghai day is 16:00 UTC the day before", () => {
    expect(shanghaiDayStart(AT)).toBe(Date.UTC(2026, 0, 31, 16));
    expect(shanghaiDayStart(Date.UTC(2026, 0, 31, 16))).toBe(Date.UTC(2026, 0, 31, 16));
    expect(shanghaiDayStart(Date.UTC(2026, 0, 31, 15, 59, 59))).toBe(Date.UTC(2026, 0, 30, 16));
    expect(shanghaiDayStart(AT)).toBe(fromShanghaiInput("2026-02-01"));
  });

  it("reads a wall time carried as UTC (exceljs) as that time in Shanghai", () => {
    expect(fromShanghaiWall(new Date(Date.UTC(2026, 1, 1, 0, 30, 5)))).toBe(AT);
    expect(fromShanghaiWall(new Date(Date.UTC(2026, 1, 1, 0, 30, 5)))).toBe(fromShanghaiInput("2026-02-01 00:30:05"));
  });

  it("since 1992 (no daylight saving) a Shanghai date is the UTC date eight hours on, at every turn of the day", () => {
    // The class calendar once added the offset by hand; the one module must answer the same for any date it sees.
    const byHand = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const wrong: string[] = [];
    for (let day = Date.UTC(1992, 0, 1); day < Date.UTC(2100, 0, 1); day += 86_400_000 * 7 + 3_600_000) {
      const turn = day - (day % 86_400_000) + 16 * 3_600_000;
      for (const ms of [turn - 1, turn, turn + 1, day]) if (shanghaiDate(ms) !== byHand(ms)) wrong.push(new Date(ms).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("a time shown is the time typed back, in the summers China kept daylight saving (1986–1991) too", () => {
    // One offset both ways: the tz database would show 1988-07-01 12:00 UTC+8 as 13:00, and reading 13:00 back
    // would give another instant.
    for (const ms of [Date.UTC(1988, 6, 1, 4), Date.UTC(1991, 8, 1, 23, 59), Date.UTC(2026, 10, 27, 8, 5)]) {
      expect(fromShanghaiInput(formatShanghai(ms, true))).toBe(ms);
    }
    expect(formatShanghai(Date.UTC(1988, 6, 1, 4))).toBe("1988-07-01 12:00");
  });
});
