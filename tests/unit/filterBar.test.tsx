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

it("shows eight controls in a row, the rest behind 更多筛选 with how many of them are set, and Enter on a select applies", () => {
  const fields: FieldDef[] = Array.from({ length: 11 }, (_, i) => ({ key: `f${i}`, label: `条件${i}`, kind: "text", filter: true }));
  fields[9] = { key: "state", label: "状态", kind: "enum", options: [{ value: "ON", label: "启用" }, { value: "OFF", label: "停用" }], filter: true };
  const applied: Record<string, string>[] = [];
  render(<FilterBar fields={fields} initial={{ f10: "甲" }} onApply={(_wire, draft) => applied.push(draft)} onEscape={() => undefined} />);
  const more = screen.getByRole("button", { name: /更多筛选/ });
  expect(more.textContent).toBe("更多筛选 (1)");
  expect(more.getAttribute("aria-expanded")).toBe("false");
  expect(screen.getByLabelText("条件7").closest(".hidden")).toBeNull();
  expect(screen.getByLabelText("条件8").closest(".hidden")).not.toBeNull();
  fireEvent.click(more);
  expect(screen.getByLabelText("条件8").closest(".hidden")).toBeNull();
  fireEvent.change(screen.getByLabelText("状态"), { target: { value: "OFF" } });
  expect(more.textContent).toBe("更多筛选 (2)");
  fireEvent.keyDown(screen.getByLabelText("状态"), { key: "Enter" });
  expect(applied).toEqual([{ f10: "甲", state: "OFF" }]);
});
