/**
 * The seeded points ledger plays the daily 积分过期 sweep between a visitor's events (server/seed/commerce/pointsReplay.ts):
 * points earned more than 365 days ago and not spent leave by one EXPIRE row on the morning after their expiry date,
 * spends consume the oldest points first, a spend larger than the balance takes what is there, and balanceAfter follows.
 */
import { describe, expect, it } from "vitest";
import { fromShanghaiInput } from "../../src/catalogue/kinds/shanghai";
import { replayPoints, type PointsEvent } from "../../server/seed/commerce/pointsReplay";

const at = (text: string) => fromShanghaiInput(text);
const ev = (t: string, change: number, bizType = change > 0 ? "SIGN_IN" : "EXCHANGE"): PointsEvent => ({ t: at(t), visitorId: 7, change, bizType, bizNo: null, remark: bizType });
const shape = (rows: ReturnType<typeof replayPoints>) => rows.map((r) => [r.data.bizType, r.data.change, r.data.balanceAfter]);

describe("the seeded points replay", () => {
  it("expires what was earned over 365 days ago and is still unspent, FIFO, the morning after the expiry date", () => {
    const balances = new Map([[7, { points: 0 }]]);
    const rows = replayPoints([
      ev("2024-03-01 10:00:00", 100), ev("2024-06-01 10:00:00", 50), ev("2024-09-01 10:00:00", -120), ev("2025-05-01 10:00:00", 30),
    ], balances, at("2025-08-01 12:00:00"));
    // 2024-03-01's 100 are spent first (120 spent); 2024-06-01's 50 keep 30, which expire on 2025-06-02 (expireAt 2025-06-01).
    expect(shape(rows)).toEqual([["SIGN_IN", 100, 100], ["SIGN_IN", 50, 150], ["EXCHANGE", -120, 30], ["SIGN_IN", 30, 60], ["EXPIRE", -30, 30]]);
    const expire = rows.at(-1)!;
    expect(expire.ctime).toBe(at("2025-06-02 00:10:00"));
    expect(expire.data).toMatchObject({ expireAt: null, remark: "30 积分已过期（获得满 365 天）" });
    expect(balances.get(7)!.points).toBe(30);
  });

  it("expires before a later spend, which then finds less: the spend takes what is left", () => {
    const balances = new Map([[7, { points: 0 }]]);
    const rows = replayPoints([ev("2024-01-10 09:00:00", 500), ev("2025-03-01 09:00:00", -300)], balances, at("2025-04-01 00:00:00"));
    expect(shape(rows)).toEqual([["SIGN_IN", 500, 500], ["EXPIRE", -500, 0]]);
    expect(balances.get(7)!.points).toBe(0);
  });

  it("writes nothing for points not yet a year old, and keeps the first rows in time order", () => {
    const balances = new Map([[7, { points: 0 }]]);
    const rows = replayPoints([ev("2025-05-02 10:00:00", 20), ev("2025-01-01 10:00:00", 5)], balances, at("2025-12-31 23:00:00"));
    expect(shape(rows)).toEqual([["SIGN_IN", 5, 5], ["SIGN_IN", 20, 25]]);
  });
});
