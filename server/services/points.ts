/**
 * {ns}.PointServiceAdmin (commerce.md §3): the points chest. 人工调整 (adjustPoints) runs the
 * visitor's own 调整积分 action — one code path for every manual move of points: the visitor is
 * locked, a spend above the balance is refused with nothing changed, and one ADJUST row with its
 * balance after is written.
 */
import { z } from "zod";
import { actionOf, validateRecord } from "../../src/catalogue";
import { pointsLog } from "../../src/catalogue/registry";
import { write } from "../rpc/call";
import { invalid } from "../rpc/errors";
import { method, type MethodRegistry } from "../rpc/registry";
import { dataSchema } from "../resources/payload";
import { maskedVisitor, runVisitorAction } from "./visitorActions";

export function registerPoints(registry: MethodRegistry): void {
  const adjust = actionOf(pointsLog, "adjustPoints");
  if (!adjust) throw new Error("pointsLog: no adjustPoints action");
  registry.add(method({
    service: pointsLog.service, method: adjust.name, access: write(pointsLog.access), input: z.object({ data: dataSchema }),
    async handler(call, input) {
      const checked = validateRecord(adjust.input, input.data, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      const { visitorId, change, reason } = checked.value;
      const row = await runVisitorAction(call, "adjustPoints", { id: Number(visitorId) }, { change, reason });
      return { data: [maskedVisitor(row)], total: 1 };
    },
  }));
}
