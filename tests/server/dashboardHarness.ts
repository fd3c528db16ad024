import { expect } from "vitest";
import { applyPayment } from "../../server/domains/order/order/settle";
import type { Db, Row } from "../../server/platform/db/types";
import type { TestServer } from "./harness";

/**
 * What the dashboard tests share: asking a figure and reading a whole list through the list methods, the two sides
 * every "figure = list sum" check compares.
 */
export type Rec = Record<string, unknown>;
export interface SeriesPoint { bucket: string; value: number }
export interface FigureItem { key: string; label: string; value: number; series?: SeriesPoint[] }
export interface FigureAnswer {
  code: string;
  metric: string;
  unit: string;
  value: number;
  previous: number | null;
  yearAgo?: number | null;
  series?: SeriesPoint[];
  breakdown?: FigureItem[];
}

/** Every row a list method (`Service/method`) answers for a filter, 1 000 at a time by Id. */
export async function listRows(t: TestServer, path: string, cond: Rec = {}): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let skip = 0; ; skip += 1000) {
    const r = await t.rpc(path, { cond: { jsonq: JSON.stringify(cond) }, page: { skip, limit: 1000 }, sort: { by: "Id", asc: true } }, t.adminToken);
    expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe("SUCCESS");
    const rows = r.body.data as Rec[];
    out.push(...rows);
    if (rows.length < 1000) return out;
  }
}

/** A figure as `DashboardServiceAdmin/query` answers it (the admin's by default); the test fails unless it succeeds. */
export async function askFigure(t: TestServer, body: Rec, token = t.adminToken): Promise<FigureAnswer> {
  const r = await t.rpc("DashboardServiceAdmin/query", body, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
  return r.body as unknown as FigureAnswer;
}

/**
 * Pays an order through the server's own settlement (as a channel notification would), in its own transaction: what
 * the summary tests pay with. `prefix` keeps each test file's channel trade numbers apart.
 */
export function payOrder(db: Db, o: Row, at: number, prefix: string) {
  return db.transaction().execute((tx) => applyPayment(tx, {
    orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `${prefix}${String(o.Id).padStart(24, "0")}`, paidAt: at, at,
  }));
}
