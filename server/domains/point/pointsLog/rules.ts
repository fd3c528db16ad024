import { pointsLog } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerViewAction } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { maskedVisitor, runVisitorAction } from "../../tourist/visitor/actions";
import { pointsExpiry } from "./expiry";

/**
 * The points ledger (commerce.md §3): read only, but for 人工调整 (adjustPoints), which runs the
 * visitor's own 调整积分 action — one code path for every manual move of points: the visitor is
 * locked, a spend above the balance is refused with nothing changed, and one ADJUST row with its
 * balance after is written.
 */
export const rules = defineRules("pointsLog", (registry: MethodRegistry) => {
  registerResource(registry, pointsLog);
  registerViewAction(registry, pointsLog, "adjustPoints", async (call, { visitorId, change, reason }) => {
    const row = await runVisitorAction(call, "adjustPoints", { id: Number(visitorId) }, { change, reason });
    return { data: [maskedVisitor(row)], total: 1 };
  });
}, { sweepers: [pointsExpiry] });
