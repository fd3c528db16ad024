// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { MetricInfo } from "../../src/rpc/dashboard";
import { KpiCard } from "../../src/views/dashboard/KpiCard";

afterEach(cleanup);

const range = { from: "2026-11-01", to: "2026-11-30", granularity: "day" as const };
const card = (info: Partial<MetricInfo>, value: number, previous: number) => render(
  <MemoryRouter>
    <KpiCard range={range} state={{
      info: { metric: "m", label: "指标", unit: "count", definition: "口径", object: "order", ...info },
      answer: { metric: "m", unit: "count", value, previous, yearAgo: null } as never, loading: false, error: null, retry: () => undefined,
    }} />
  </MemoryRouter>,
);

it("a rise is green for most figures and red where less is better (退款额, 错误率, 延迟), and the words say which way", () => {
  card({ label: "成交额" }, 120, 100);
  expect(screen.getByTestId("kpi-previous").className).toContain("text-green-700");
  expect(screen.getByTestId("kpi-previous").textContent).toContain("较上期上升 20.0%");
  cleanup();
  card({ label: "退款额", lowerIsBetter: true }, 120, 100);
  expect(screen.getByTestId("kpi-previous").className).toContain("text-red-700");
  cleanup();
  card({ label: "算法错误率", lowerIsBetter: true }, 80, 100);
  expect(screen.getByTestId("kpi-previous").className).toContain("text-green-700");
  expect(screen.getByTestId("kpi-previous").textContent).toContain("较上期下降 20.0%");
});
