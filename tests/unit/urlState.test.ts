import { expect, it } from "vitest";
import type { FieldDef } from "../../src/catalogue";
import { readUrlView, urlFilterOf, urlTimeFilter, writeUrlView } from "../../src/views/resource/list/urlState";

const fields: FieldDef[] = [
  { key: "status", label: "订单状态", kind: "enum", options: [{ value: "PAID", label: "已支付" }, { value: "CLOSED", label: "已关闭" }], filter: true },
  { key: "orderNo", label: "订单号", kind: "text", filter: true },
  { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", filter: true },
  { key: "paidAt", label: "支付时间", kind: "datetime", filter: true },
  { key: "payAmount", label: "实付金额", kind: "money", filter: true },
];
const RANGES = new Set(["paidAt", "payAmount"]);
const filters = [...fields.map((f) => urlFilterOf(f, RANGES.has(f.key))), urlTimeFilter("ctime")];
const sortable = ["paidAt", "payAmount", "Id"];
const byDefault = { by: "Id", order: "descend" } as const;

it("writes the applied filters, the sort and the open record as readable query parameters, keeping the others", () => {
  const params = writeUrlView(new URLSearchParams("visitorId=7&open=3"), {
    draft: { status: "PAID", orderNo: " VIP2026 ", "paidAt-from": "2026-11-01 00:00", "paidAt-to": "2026-11-30 23:59", "payAmount-to": "99.5", "time-from": "2026-01-01 08:00", orderType: "" },
    sort: { by: "paidAt", order: "ascend" }, open: 12,
  }, filters, byDefault);
  expect([...params]).toEqual([
    ["visitorId", "7"], ["f.status", "PAID"], ["f.orderNo", "VIP2026"], ["f.paidAt", "2026-11-01 00:00~2026-11-30 23:59"],
    ["f.payAmount", "~99.5"], ["f.ctime", "2026-01-01 08:00"], ["sort", "paidAt"], ["open", "12"],
  ]);
  expect(params.toString()).toBe("visitorId=7&f.status=PAID&f.orderNo=VIP2026&f.paidAt=2026-11-01+00%3A00%7E2026-11-30+23%3A59&f.payAmount=%7E99.5&f.ctime=2026-01-01+08%3A00&sort=paidAt&open=12");
});

it("reads back what it wrote", () => {
  const view = { draft: { status: "CLOSED", "paidAt-to": "2026-11-30 23:59", "payAmount-from": "10" }, sort: { by: "payAmount", order: "descend" as const }, open: 5 };
  expect(readUrlView(writeUrlView(new URLSearchParams(), view, filters, byDefault), filters, sortable)).toEqual(view);
});

it("leaves the default sort and empty filters out, so a plain list keeps its plain address", () => {
  expect(writeUrlView(new URLSearchParams("f.status=PAID&sort=-paidAt&open=4"), { draft: {}, sort: byDefault, open: undefined }, filters, byDefault).toString()).toBe("");
});

it("drops what the screen does not offer or a field cannot hold when it reads an address", () => {
  const view = readUrlView(new URLSearchParams([
    ["f.status", "STOLEN"], ["f.courseName", "书法"], ["f.visitorId", "12abc"], ["f.orderNo", "x".repeat(201)],
    ["f.paidAt", "11/27/2026~2026-11-30"], ["f.payAmount", "1e9~"], ["f.ctime", "2026-11-27 14:30~"],
    ["sort", "-password"], ["open", "-3"],
  ]), filters, sortable);
  expect(view).toEqual({ draft: { "paidAt-to": "2026-11-30", "time-from": "2026-11-27 14:30" }, sort: undefined, open: undefined });
  expect(readUrlView(new URLSearchParams("sort=-paidAt&open=0012&f.visitorId=77"), filters, sortable)).toEqual({ draft: { visitorId: "77" }, sort: { by: "paidAt", order: "descend" }, open: 12 });
});
