import { describe, expect, it } from "vitest";
import { bucketDrillUrl, drillUrl, sliceDrillUrl } from "../../src/views/dashboard/drill";
import { changeOf, formatAxis, formatExact, formatFigure } from "../../src/views/dashboard/format";
import { bucketEnd, daysIn, presetOf, presetRange, rangeProblem, readRange, writeRange } from "../../src/views/dashboard/range";

// 2026-01-01 00:30 in Shanghai is still 2025-12-31 16:30 in UTC: the dashboards' day has turned, UTC's has not.
const NEW_YEAR = Date.UTC(2025, 11, 31, 16, 30);
const NOV_27 = Date.UTC(2026, 10, 27, 4, 0);

describe("date presets", () => {
  it("cut days at 00:00 Shanghai, whatever the day in UTC", () => {
    expect(presetRange("today", NEW_YEAR)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("yesterday", NEW_YEAR)).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    expect(presetRange("today", NEW_YEAR - 31 * 60_000)).toEqual({ from: "2025-12-31", to: "2025-12-31" });
  });

  it("上月 across a year boundary is the whole of last December", () => {
    expect(presetRange("lastMonth", NEW_YEAR)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("thisMonth", NEW_YEAR)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("lastMonth", Date.UTC(2028, 2, 10))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("近7天, 近30天 and 近12个月 end today and count today", () => {
    expect(presetRange("last7", NOV_27)).toEqual({ from: "2026-11-21", to: "2026-11-27" });
    expect(presetRange("last30", NOV_27)).toEqual({ from: "2026-10-29", to: "2026-11-27" });
    expect(daysIn("2026-10-29", "2026-11-27")).toBe(30);
    expect(presetRange("last12Months", NEW_YEAR)).toEqual({ from: "2025-02-01", to: "2026-01-01" });
  });

  it("knows which preset a range is, or that it is custom", () => {
    expect(presetOf({ from: "2026-11-01", to: "2026-11-27" }, NOV_27)).toBe("thisMonth");
    expect(presetOf({ from: "2026-10-01", to: "2026-10-31" }, NOV_27)).toBe("lastMonth");
    expect(presetOf({ from: "2026-10-02", to: "2026-10-31" }, NOV_27)).toBe("custom");
  });
});

describe("the range in the address", () => {
  it("reads from, to and g; falls back to 近30天 for what cannot be asked for", () => {
    expect(readRange(new URLSearchParams("from=2026-11-01&to=2026-11-27&g=week"), NOV_27))
      .toEqual({ from: "2026-11-01", to: "2026-11-27", granularity: "week" });
    const fallback = { from: "2026-10-29", to: "2026-11-27", granularity: "day" };
    expect(readRange(new URLSearchParams(""), NOV_27)).toEqual(fallback);
    expect(readRange(new URLSearchParams("from=2026-11-27&to=2026-11-01"), NOV_27)).toEqual(fallback);
    expect(readRange(new URLSearchParams("from=2026-02-30&to=2026-03-01"), NOV_27)).toEqual(fallback);
    expect(readRange(new URLSearchParams("from=2025-01-01&to=2026-11-27&g=month"), NOV_27)).toEqual({ ...fallback, granularity: "month" });
  });

  it("writes the range and keeps the other parameters", () => {
    const out = writeRange(new URLSearchParams("tab=x&from=2020-01-01"), { from: "2026-11-01", to: "2026-11-27", granularity: "day" });
    expect(out.toString()).toBe("tab=x&from=2026-11-01&to=2026-11-27&g=day");
  });

  it("says in Chinese why a custom range cannot be asked for", () => {
    expect(rangeProblem("2026-11-01", "2026-11-27")).toBeNull();
    expect(rangeProblem("2026-11-27", "2026-11-01")).toBe("开始日期不能晚于结束日期");
    expect(rangeProblem("2025-01-01", "2026-02-05")).toBe("时间范围最长 400 天");
    expect(rangeProblem("2025-10-24", "2026-11-27")).toBeNull(); // 400 days exactly
    expect(rangeProblem("2026/11/01", "2026-11-27")).toMatch(/YYYY-MM-DD/);
  });

  it("ends a bucket at its week's or month's last day, not past the range", () => {
    expect(bucketEnd("2026-11-23", "week", "2026-12-31")).toBe("2026-11-29");
    expect(bucketEnd("2026-11-23", "week", "2026-11-27")).toBe("2026-11-27");
    expect(bucketEnd("2026-02-01", "month", "2026-12-31")).toBe("2026-02-28");
  });
});

describe("figures as people read them", () => {
  it("money in 元, and in 万元 from ¥100 000 up", () => {
    expect(formatFigure(123_456, "fen")).toBe("¥1,234.56");
    expect(formatFigure(9_999_999, "fen")).toBe("¥99,999.99");
    expect(formatFigure(10_000_000, "fen")).toBe("¥10.00万");
    expect(formatFigure(123_456_789, "fen")).toBe("¥123.46万");
    expect(formatFigure(-5, "fen")).toBe("-¥0.05");
    expect(formatExact(123_456_789, "fen")).toBe("¥1,234,567.89");
  });

  it("counts grouped, averages with one decimal, ratios as per cent", () => {
    expect(formatFigure(12_345, "count")).toBe("12,345");
    expect(formatFigure(86.25, "count")).toBe("86.3");
    expect(formatFigure(0.1234, "ratio")).toBe("12.3%");
    expect(formatAxis(1_234_500, "fen")).toBe("¥1.2万");
    expect(formatAxis(0.5, "ratio")).toBe("50%");
  });

  it("环比 up, down, flat, or nothing to compare with", () => {
    expect(changeOf(120, 100)).toEqual({ text: "20.0%", direction: "up", spoken: "较上期上升 20.0%" });
    expect(changeOf(75, 100)).toEqual({ text: "25.0%", direction: "down", spoken: "较上期下降 25.0%" });
    expect(changeOf(100, 100)?.direction).toBe("flat");
    expect(changeOf(100, 0)).toBeNull();
    expect(changeOf(100, null)).toBeNull();
  });
});

describe("drill-down into the list", () => {
  const paid = { route: "/order/vip", filter: { field: "paidAt" } };

  it("filters a time field on whole days, from 00:00 of the first to 23:59 of the last", () => {
    const url = drillUrl(paid, "2026-11-01", "2026-11-27");
    expect(url.startsWith("/order/vip?")).toBe(true);
    expect(new URLSearchParams(url.split("?")[1]).get("f.paidAt")).toBe("2026-11-01 00:00~2026-11-27 23:59");
  });

  it("filters a date field on bare days", () => {
    const url = drillUrl({ route: "/order/bookkeeping", filter: { field: "occurredOn", kind: "date" } }, "2026-11-01", "2026-11-27");
    expect(url).toBe("/order/bookkeeping?f.occurredOn=2026-11-01%7E2026-11-27");
  });

  it("a bucket drills into its own days within the page's range; a slice adds its split", () => {
    const range = { from: "2026-11-01", to: "2026-11-27" };
    const week = new URLSearchParams(bucketDrillUrl(paid, "2026-10-26", "week", range).split("?")[1]);
    expect(week.get("f.paidAt")).toBe("2026-11-01 00:00~2026-11-01 23:59");
    const slice = new URLSearchParams(sliceDrillUrl({ ...paid, filter: { field: "paidAt", breakdownField: "payChannel" } }, { key: "WXPAY" }, range).split("?")[1]);
    expect(slice.get("f.payChannel")).toBe("WXPAY");
    expect(slice.get("f.paidAt")).toBe("2026-11-01 00:00~2026-11-27 23:59");
    expect(sliceDrillUrl(paid, { key: "COURSE", route: "/order/course" }, range).startsWith("/order/course?f.paidAt=")).toBe(true);
    const course = new URLSearchParams(sliceDrillUrl({ route: "/order/course", filter: { field: "paidAt" } }, { key: "SHIY:12" }, range, "topCourses").split("?")[1]);
    expect(course.get("f.courseId")).toBe("12");
    const channel = new URLSearchParams(sliceDrillUrl(paid, { key: "ALIPAY" }, range, "gmvByPayChannel").split("?")[1]);
    expect(channel.get("f.payChannel")).toBe("ALIPAY");
  });
});
