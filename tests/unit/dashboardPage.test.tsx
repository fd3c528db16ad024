// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type * as Transport from "../../src/rpc/transport";
import { AnalysisPage } from "../../src/views/dashboard/AnalysisPage";
import { presetRange } from "../../src/views/dashboard/range";

// The metric layer as the wire contract answers it; `failOnce` names figures whose first query fails.
const calls: { path: string; payload: Record<string, unknown> }[] = [];
let failOnce = new Set<string>();
const METRICS = [
  { metric: "gmv", label: "成交额", unit: "fen", definition: "支付订单的实付金额之和", object: "order", drill: { route: "/order/vip", filter: { field: "paidAt" } } },
  { metric: "paidOrders", label: "支付订单数", unit: "count", definition: "支付订单的个数", object: "order", drill: { route: "/order/vip", filter: { field: "paidAt" } } },
  { metric: "newVisitors", label: "新增用户", unit: "count", definition: "注册时间在期间内的用户", object: "order", drill: { route: "/tourist/tourist", filter: { field: "registerAt" } } },
  { metric: "gmvByOrderType", label: "收入构成", unit: "fen", definition: "按订单类型", object: "order", drill: { route: "/order/vip", filter: { field: "paidAt" } } },
];
const ANSWERS: Record<string, Record<string, unknown>> = {
  gmv: { unit: "fen", value: 123_456_789, previous: 100_000_000, series: [{ bucket: "2026-11-01", value: 100_000_000 }, { bucket: "2026-11-02", value: 23_456_789 }] },
  paidOrders: { unit: "count", value: 321, previous: 400, series: [{ bucket: "2026-11-01", value: 300 }, { bucket: "2026-11-02", value: 21 }] },
  newVisitors: { unit: "count", value: 40, previous: null, series: [{ bucket: "2026-11-01", value: 15 }, { bucket: "2026-11-02", value: 25 }] },
  gmvByOrderType: { unit: "fen", value: 123_456_789, previous: null, breakdown: [
    { key: "VIP", label: "会员", value: 100_000_000, route: "/order/vip" }, { key: "COURSE", label: "课程", value: 23_456_789, route: "/order/course" },
  ] },
};

vi.mock("../../src/rpc/transport", async (original) => ({
  ...(await original<typeof Transport>()),
  rpc: vi.fn(async (path: string, payload: Record<string, unknown> = {}) => {
    calls.push({ path, payload });
    if (path.endsWith("/metrics")) return { code: "SUCCESS", metrics: METRICS };
    if (path === "OrderServiceAdmin/listOrder") return { code: "SUCCESS", total: 1, data: [{ Id: 7, orderNo: "O202611020001", orderType: "COURSE", payAmount: 9_900, payChannel: "WXPAY", paidAt: Date.UTC(2026, 10, 2, 2) }] };
    const metric = String(payload.metric);
    if (failOnce.delete(metric)) {
      const { RpcFailure } = await import("../../src/rpc/failures");
      throw new RpcFailure("服务器繁忙，请稍后再试", 14, "failed", false);
    }
    return { code: "SUCCESS", metric, ...ANSWERS[metric] };
  }),
}));

// ECharts itself is not drawn here (no layout in happy-dom): a stand-in records what it is given and lets a test click.
const charts: { options: Record<string, unknown>[]; click?: (p: { dataIndex: number; seriesIndex: number }) => void }[] = [];
vi.mock("../../src/views/dashboard/echarts", () => ({
  createChart: () => {
    const chart: (typeof charts)[number] = { options: [] };
    charts.push(chart);
    return {
      on: (_: string, handler: (p: { dataIndex: number; seriesIndex: number }) => void) => { chart.click = handler; },
      setOption: (o: Record<string, unknown>) => chart.options.push(o),
      resize: () => undefined,
      dispose: () => undefined,
    };
  },
}));

beforeEach(() => {
  calls.length = 0;
  charts.length = 0;
  failOnce = new Set();
  globalThis.ResizeObserver ??= class { observe() {} disconnect() {} unobserve() {} } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}{l.search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}><AnalysisPage /><Where /></MemoryRouter>
    </QueryClientProvider>,
  );
}
const where = () => new URL(screen.getByTestId("where").textContent ?? "", "http://x");

it("shows only the figures /metrics offers, each its own query over the address's range, all at once", async () => {
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  await waitFor(() => expect(screen.getAllByTestId("kpi-card")).toHaveLength(3));
  expect(screen.getAllByTestId("kpi-card").map((c) => c.dataset.metric)).toEqual(["gmv", "paidOrders", "newVisitors"]);
  const queries = calls.filter((c) => c.path.endsWith("/query"));
  expect(queries.map((q) => q.payload.metric).sort()).toEqual(["gmv", "gmvByOrderType", "newVisitors", "paidOrders"]);
  expect(queries.find((q) => q.payload.metric === "gmv")?.payload).toMatchObject({ from: "2026-11-01", to: "2026-11-02", granularity: "day" });
  // Charts whose figures the caller may not read are left out.
  expect(screen.queryByRole("heading", { name: "转化漏斗" })).toBeNull();
  expect(screen.getByRole("heading", { name: "收入构成" })).toBeTruthy();
});

it("a card reads its value in 万元 with 环比, and is a link to the list on the page's days", async () => {
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  const card = await screen.findByRole("link", { name: /成交额/ });
  await waitFor(() => expect(within(card).getByTestId("kpi-value").textContent).toBe("¥123.46万"));
  expect(card.textContent).toContain("较上期上升 23.5%");
  const href = new URL(card.getAttribute("href") ?? "", "http://x");
  expect(href.pathname).toBe("/order/vip");
  expect(href.searchParams.get("f.paidAt")).toBe("2026-11-01 00:00~2026-11-02 23:59");
  // 数据口径 is the card's description.
  const described = document.getElementById(card.getAttribute("aria-describedby") ?? "");
  expect(described?.textContent).toBe("数据口径：支付订单的实付金额之和");
  fireEvent.click(card);
  expect(where().pathname).toBe("/order/vip");
});

it("a figure that fails shows its own error with 重试; the others show", async () => {
  failOnce = new Set(["paidOrders"]);
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  const alert = await screen.findByText(/支付订单数读取失败：服务器繁忙/);
  await waitFor(() => expect(screen.getAllByTestId("kpi-value")[0]?.textContent).toBe("¥123.46万"));
  const retry = within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "重试" });
  fireEvent.click(retry);
  await waitFor(() => expect(screen.getAllByTestId("kpi-value").map((v) => v.textContent)).toContain("321"));
});

it("a preset writes the range into the address and asks again", async () => {
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  await screen.findAllByTestId("kpi-card");
  fireEvent.click(screen.getByRole("button", { name: "近7天" }));
  const expected = presetRange("last7", Date.now());
  await waitFor(() => expect(where().searchParams.get("from")).toBe(expected.from));
  expect(where().searchParams.get("to")).toBe(expected.to);
  await waitFor(() => expect(calls.some((c) => c.payload.metric === "gmv" && c.payload.from === expected.from)).toBe(true));
  expect(screen.getByRole("button", { name: "近7天" }).getAttribute("aria-pressed")).toBe("true");
});

it("arrow keys move along the presets; a custom range past 400 days is refused in Chinese", async () => {
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  const today = screen.getByRole("button", { name: "今天" });
  today.focus();
  fireEvent.keyDown(today, { key: "ArrowRight" });
  expect(document.activeElement?.textContent).toBe("昨日");
  fireEvent.click(screen.getByRole("button", { name: "自定义" }));
  const form = screen.getByRole("search", { name: "自定义时间范围" });
  const [from, to] = within(form).getAllByRole("combobox");
  fireEvent.change(from!, { target: { value: "2024-01-01" } });
  fireEvent.change(to!, { target: { value: "2026-11-02" } });
  fireEvent.submit(form);
  expect(screen.getByRole("alert").textContent).toBe("时间范围最长 400 天");
  expect(where().searchParams.get("from")).toBe("2026-11-01");
  fireEvent.change(from!, { target: { value: "2026-10-01" } });
  fireEvent.submit(form);
  await waitFor(() => expect(where().searchParams.get("from")).toBe("2026-10-01"));
});

it("a chart's 表格 shows the same numbers, rows linking to the list; a click on a slice drills there", async () => {
  renderAt("/dashboard/analysis?from=2026-11-01&to=2026-11-02&g=day");
  await waitFor(() => expect(charts.some((c) => JSON.stringify(c.options).includes("会员"))).toBe(true));
  const section = screen.getByRole("heading", { name: "收入构成" }).closest("section") as HTMLElement;
  fireEvent.click(within(section).getByRole("button", { name: "表格" }));
  const table = within(section).getByRole("table");
  expect(within(table).getAllByRole("row").map((r) => r.textContent)).toEqual(["项目收入构成", "会员¥1,000,000.00", "课程¥234,567.89"]);
  const link = within(table).getByRole("link", { name: "课程" });
  expect(link.getAttribute("href")).toMatch(/^\/order\/course\?f\.paidAt=/);

  // A 成交趋势 bucket opens its paid orders (当日订单) in a drawer, each linking to its order; the drawer links to the lists.
  const trend = charts.find((c) => JSON.stringify(c.options).includes("支付订单数"));
  trend?.click?.({ dataIndex: 1, seriesIndex: 0 });
  const drawer = await screen.findByRole("dialog", { name: "当日订单 · 11-02" });
  const order = await within(drawer).findByRole("link", { name: "O202611020001" });
  expect(order.getAttribute("href")).toBe("/order/course?open=7");
  const asked = calls.find((c) => c.path === "OrderServiceAdmin/listOrder");
  expect(JSON.parse(String((asked?.payload.cond as { jsonq: string }).jsonq)).paidAt).toEqual([Date.UTC(2026, 10, 1, 16), Date.UTC(2026, 10, 2, 16) - 1]);
  fireEvent.click(within(drawer).getByRole("link", { name: "会员订单" }));
  await waitFor(() => expect(where().pathname).toBe("/order/vip"));
  expect(where().searchParams.get("f.paidAt")).toBe("2026-11-02 00:00~2026-11-02 23:59");
});
