// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldOf } from "../../src/catalogue";
import { dataChange, glyph, hdImage, order, paintingWork } from "../../src/catalogue/resources";
import { ChangeDiff } from "../../src/views/resource/ChangeDiff";
import { refDisplay, refLine, refTargetOf } from "../../src/views/resource/format";
import { ReadValue } from "../../src/views/resource/form/ReadValue";
import type * as Transport from "../../src/rpc/transport";
import { jsonShape } from "../../src/views/resource/jsonShape";

/** The server as the titles see it: museums answer by Id (Id 2 is gone), visitors refuse the caller. */
const calls = vi.hoisted(() => [] as { path: string; payload: Record<string, unknown> }[]);
vi.mock("../../src/rpc/transport", async (original) => ({
  ...(await original<typeof Transport>()),
  rpc: vi.fn(async (path: string, payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    const { RpcFailure: Failure } = await import("../../src/rpc/failures");
    if (path.endsWith("/listVisitor")) throw new Failure("无权访问", 7, "failed", false);
    const ids = JSON.parse(String((payload.cond as { jsonq: string }).jsonq)).Id as number[];
    const known: Record<number, Record<string, unknown>> = {
      1: { Id: 1, name: "故宫博物院" }, 3: { Id: 3, name: "台北故宫博物院" },
      59: { Id: 59, name: "范宽" }, 60: { Id: 60, name: "郭熙" }, 12: { Id: 12, title: "溪山行旅图" },
    };
    return { code: "SUCCESS", data: ids.flatMap((id) => (known[id] ? [known[id]] : [])) };
  }),
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
});

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const field = (def: { fields: readonly { key: string }[] }, key: string) => {
  const f = fieldOf(def as never, key);
  if (!f) throw new Error(key);
  return f;
};

describe("references read as titles", () => {
  it("words a title with its Id as a hint, and says when the record is gone or not the reader's", () => {
    expect(refDisplay({ state: "title", title: "范宽" }, 59)).toMatchObject({ text: "范宽", hint: "#59" });
    expect(refDisplay({ state: "deleted" }, 2)).toMatchObject({ text: "已删除", hint: "#2" });
    expect(refDisplay({ state: "denied" }, 7)).toMatchObject({ text: "无权查看", hint: "#7" });
    expect(refLine({ state: "title", title: "书法书体" }, 12)).toBe("书法书体（#12）");
    expect(refLine({ state: "denied" }, 12)).toBe("无权查看（#12）");
  });

  it("finds a polymorphic reference's resource from the record's type field", () => {
    const subject = field(hdImage, "subjectId");
    expect(refTargetOf(subject, { subjectType: "suha" })).toBe("paintingWork");
    expect(refTargetOf(subject, { subjectType: "none" })).toBeUndefined();
    expect(refTargetOf(field(dataChange, "recordId"), { resource: "order" })).toBe("order");
    expect(refTargetOf(field(order, "visitorId"))).toBe("visitor");
  });

  it("fetches the titles of one screen in one call per resource, under the caller's rights", async () => {
    const museum = field(hdImage, "museumId");
    const visitor = field(order, "visitorId");
    render(withQueries(
      <>
        <p data-testid="a"><ReadValue field={museum} record={{ museumId: 1 }} /></p>
        <p data-testid="b"><ReadValue field={museum} record={{ museumId: 2 }} /></p>
        <p data-testid="c"><ReadValue field={museum} record={{ museumId: 3 }} /></p>
        <p data-testid="d"><ReadValue field={visitor} record={{ visitorId: 8 }} /></p>
      </>,
    ));
    await expect.poll(() => screen.getByTestId("a").textContent).toBe("故宫博物院#1");
    expect(screen.getByTestId("b").textContent).toBe("已删除#2");
    expect(screen.getByTestId("c").textContent).toBe("台北故宫博物院#3");
    await expect.poll(() => screen.getByTestId("d").textContent).toBe("无权查看#8");
    expect(calls.map((c) => c.path).sort()).toEqual(["BaseServiceAdmin/listMuseum", "TouristServiceAdmin/listVisitor"].sort());
    const museums = calls.find((c) => c.path.endsWith("/listMuseum"));
    expect(JSON.parse(String((museums?.payload.cond as { jsonq: string }).jsonq))).toEqual({ Id: [1, 2, 3] });
  });
});

describe("structured fields read as tables", () => {
  const lines = [{ goodsType: "SHIY_COURSE", goodsId: 4, goodsName: "山水画入门", unitPrice: 129900, quantity: 1, lineAmount: 129900 }];

  it("shapes an order's lines under Chinese headings, money in yuan", () => {
    const shape = jsonShape(field(order, "lines"), lines);
    if (shape.kind !== "table") throw new Error(shape.kind);
    expect(shape.table.columns.map((c) => c.label)).toEqual(["商品", "商品类型", "单价", "数量", "小计"]);
    expect(shape.table.rows[0]).toEqual([{ text: "山水画入门" }, { text: "书院课程" }, { text: "¥1,299.00" }, { text: "1" }, { text: "¥1,299.00" }]);
    expect(jsonShape(field(order, "lines"), [])).toEqual({ kind: "empty" });
  });

  it("shapes one object as labelled values and a list of Ids as references", () => {
    const region = jsonShape(field(glyph, "region"), { x: 8, y: 9, w: 64, h: 64 });
    expect(region).toMatchObject({ kind: "fields", table: { columns: [{ label: "左" }, { label: "上" }, { label: "宽" }, { label: "高" }], rows: [[{ text: "8" }, { text: "9" }, { text: "64" }, { text: "64" }]] } });
    expect(jsonShape(field(paintingWork, "coArtistIds"), [59, 60])).toEqual({ kind: "refs", resource: "ancientArtist", ids: [59, 60] });
  });

  it("renders the lines as a table and co-artists by name in a detail", async () => {
    render(withQueries(
      <>
        <ReadValue field={field(order, "lines")} record={{ lines }} />
        <div data-testid="co"><ReadValue field={field(paintingWork, "coArtistIds")} record={{ coArtistIds: [59, 60] }} /></div>
      </>,
    ));
    const table = screen.getByTestId("json-lines");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["商品", "商品类型", "单价", "数量", "小计"]);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe("山水画入门书院课程¥1,299.001¥1,299.00");
    expect(table.textContent).not.toContain("{");
    await expect.poll(() => screen.getByTestId("co").textContent).toBe("范宽#59郭熙#60");
  });

  it("shows a change record's json field as a diff of rows and its references by title", async () => {
    const kept = { goodsType: "VIP_GOODS", goodsId: 1, goodsName: "年度会员", unitPrice: 23800, quantity: 1, lineAmount: 23800 };
    const before = { lines: [kept, ...lines], visitorId: 8, remark: "" };
    const after = { lines: [kept, { ...lines[0], quantity: 2, lineAmount: 259800 }], visitorId: 8, remark: "加急" };
    render(withQueries(<ChangeDiff record={{ Id: 1, ctime: 0, utime: 0, resource: "order", recordId: 5, action: "update", method: "updateOrder", userName: "admin", before, after }} />));
    const diff = screen.getByTestId("json-diff-lines");
    expect(within(diff).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["变化", "商品", "商品类型", "单价", "数量", "小计"]);
    const rows = diff.querySelectorAll("tbody tr");
    expect([...rows].map((r) => r.textContent)).toEqual(["新增山水画入门书院课程¥1,299.002¥2,598.00", "删除山水画入门书院课程¥1,299.001¥1,299.00"]);
    expect(screen.getByText(/其余 1 行未变/)).toBeTruthy();
    expect(document.querySelector("[data-field=lines]")?.textContent).not.toContain("lineAmount");
    await expect.poll(() => screen.getByTestId("change-resource").textContent).toBe("订单 已删除#5");
  });
});
