// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { FieldDef } from "../../src/catalogue";
import { FilterBar } from "../../src/views/resource/FilterBar";

afterEach(cleanup);

it("offers a from–to range for dates, times and money, and sends them as the server reads them", () => {
  const fields: FieldDef[] = [
    { key: "paidAt", label: "支付时间", kind: "datetime", filter: true },
    { key: "amount", label: "金额", kind: "money", filter: true },
    { key: "day", label: "日期", kind: "date", filter: true },
    { key: "name", label: "名称", kind: "text", filter: true },
  ];
  const applied: Record<string, unknown>[] = [];
  render(<FilterBar fields={fields} onApply={(f) => applied.push(f)} onEscape={() => undefined} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type("支付时间（起）", "2026-11-22T12:00");
  type("金额（元）（起）", "10");
  type("金额（元）（止）", "99.90");
  type("日期（止）", "2026-12-31");
  type("名称", "故宫");
  fireEvent.submit(screen.getByRole("search"));
  expect(applied).toEqual([{
    paidAt: [Date.UTC(2026, 10, 22, 4, 0), null],
    amount: [1000, 9990],
    day: [null, "2026-12-31"],
    name: "故宫",
  }]);
});
