import { describe, expect, it } from "vitest";
import type { MetricInfo } from "../../src/rpc/dashboard";
import { bucketOrdersCond } from "../../src/views/dashboard/analysis/BucketOrdersSheet";
import { exportName, sheetOf, sheetValue } from "../../src/views/dashboard/chartExport";
import { tableOf, type ChartSpec } from "../../src/views/dashboard/chartSpec";
import { filterSummary, ignoredFilters, ignoredNote, readFilters, writeFilters } from "../../src/views/dashboard/filters";
import { changeOf, formatExact } from "../../src/views/dashboard/format";
import { PRESETS } from "../../src/views/dashboard/range";

const info = (filters?: MetricInfo["filters"]): MetricInfo => ({ metric: "x", label: "X", unit: "count", definition: "", object: "order", ...(filters ? { filters } : {}) });

describe("top-bar filters in the address", () => {
  it("read known values in the catalogue's order, drop unknown ones, and write back beside the range", () => {
    const params = new URLSearchParams("from=2026-11-01&to=2026-11-27&g=day&payChannel=ALIPAY,WXPAY,PAYPAL&platform=&orderType=COURSE");
    const filters = readFilters(params);
    expect(filters).toEqual({ payChannel: ["WXPAY", "ALIPAY"], orderType: ["COURSE"] });
    const written = writeFilters(params, { ...filters, orderType: [], platform: ["IOS"] });
    expect(written.get("from")).toBe("2026-11-01");
    expect(written.get("payChannel")).toBe("WXPAY,ALIPAY");
    expect(written.get("platform")).toBe("IOS");
    expect(written.has("orderType")).toBe(false);
    expect(readFilters(written)).toEqual({ platform: ["IOS"], payChannel: ["WXPAY", "ALIPAY"] });
  });

  it("a figure that does not honour a chosen filter says so; one that does says nothing", () => {
    const chosen = { payChannel: ["WXPAY"], platform: ["IOS"] };
    expect(ignoredFilters(info(["platform"]), chosen)).toEqual(["支付方式"]);
    expect(ignoredNote(ignoredFilters(info(["platform"]), chosen))).toBe("不受支付方式筛选影响");
    expect(ignoredFilters(info([]), chosen)).toEqual(["下单端", "支付方式"]);
    expect(ignoredNote(ignoredFilters(info(["platform", "payChannel", "orderType"]), chosen))).toBeNull();
    // An older server names no filters: nothing is claimed.
    expect(ignoredFilters(info(), chosen)).toEqual([]);
  });

  it("the filter button reads 全部, the one value, or a count", () => {
    expect(filterSummary("payChannel", {})).toBe("全部");
    expect(filterSummary("payChannel", { payChannel: ["ALIPAY"] })).toBe("支付宝");
    expect(filterSummary("platform", { platform: ["IOS", "H5"] })).toBe("2 项");
  });

  it("the drawer asks the order list for the bucket's paid orders under the same filters", () => {
    const cond = bucketOrdersCond({ from: "2026-11-20", to: "2026-11-20" }, { payChannel: ["WXPAY"] });
    // 2026-11-20 00:00 in Shanghai is 2026-11-19 16:00 UTC.
    expect(cond.paidAt).toEqual([Date.UTC(2026, 10, 19, 16), Date.UTC(2026, 10, 20, 16) - 1]);
    expect(cond).toMatchObject({ status: ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"], payAmount: [1, null], payChannel: ["WXPAY"] });
  });
});

describe("同比 and 环比", () => {
  it("a comparison with nothing or 0 reads —, not −100 % or ∞", () => {
    expect(changeOf(12_300, 0, "去年同期")).toBeNull();
    expect(changeOf(12_300, null, "去年同期")).toBeNull();
    expect(changeOf(12_300, undefined, "去年同期")).toBeNull();
  });
  it("is said against the period it compares with", () => {
    expect(changeOf(110, 100, "去年同期")).toEqual({ text: "10.0%", direction: "up", spoken: "较去年同期上升 10.0%" });
    expect(changeOf(90, 100)).toMatchObject({ direction: "down", spoken: "较上期下降 10.0%" });
    expect(changeOf(100, 100, "去年同期")?.spoken).toBe("与去年同期持平");
  });
});

describe("chart export", () => {
  const spec: ChartSpec = {
    kind: "bars", categories: ["11-01", "11-02"],
    series: [{ name: "支付订单数", unit: "count", values: [3, 0], right: true }, { name: "成交额", unit: "fen", values: [123_456, 99], line: true }],
  };
  it("the sheet holds the table view's numbers: money in 元, counts as they are", () => {
    const sheet = sheetOf(spec);
    const table = tableOf(spec);
    expect(sheet.headers).toEqual(["项目", "支付订单数", "成交额（元）"]);
    expect(sheet.rows).toEqual([["11-01", 3, 1234.56], ["11-02", 0, 0.99]]);
    sheet.rows.forEach((row, i) => {
      expect(row[0]).toBe(table.rows[i]?.label);
      // Each number formatted back as the table shows it.
      expect(formatExact(Number(row[2]) * 100, "fen")).toBe(table.rows[i]?.cells[1]);
      expect(String(row[1])).toBe(table.rows[i]?.cells[0]);
    });
    expect(sheetValue(0.1234, "ratio")).toBe(12.34);
  });
  it("names the file after the chart, safe for any system", () => {
    expect(exportName("热销课程 TOP 10", "xlsx", "2026-11-27")).toBe("热销课程_TOP_10_2026-11-27.xlsx");
    expect(exportName("A/B", "png", "2026-11-27")).toBe("A_B_2026-11-27.png");
  });
});

describe("date presets", () => {
  it("offers 今天, 昨日, 近7天, 近30天, 本月, 上月, 近12个月 and 自定义", () => {
    expect(PRESETS.map((p) => p.label)).toEqual(["今天", "昨日", "近7天", "近30天", "本月", "上月", "近12个月", "自定义"]);
  });
});
