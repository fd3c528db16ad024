/**
 * 人工调整 (PointServiceAdmin/adjustPoints, commerce.md §3) runs the visitor's own 调整积分 action —
 * one code path for every manual move of points: the visitor is locked, a spend above the balance is
 * refused with nothing changed, and one ADJUST row with its balance after is written.
 * It stays here, not in server/domains/point/pointsLog/rules.ts, only while the visitor's actions
 * (./visitorActions.ts) are a service: a rules module imports nothing of server/services.
 */
import { pointsLog } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerViewAction } from "../resources/actions";
import { maskedVisitor, runVisitorAction } from "./visitorActions";

export function registerPointsAdjust(registry: MethodRegistry): void {
  registerViewAction(registry, pointsLog, "adjustPoints", async (call, { visitorId, change, reason }) => {
    const row = await runVisitorAction(call, "adjustPoints", { id: Number(visitorId) }, { change, reason });
    return { data: [maskedVisitor(row)], total: 1 };
  });
}
