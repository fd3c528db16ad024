/** 积分订单 on PointServiceAdmin (commerce.md §3.2): 发货, and 取消 returning the stock and the points (./pointsExchange.ts). */
import { pointsOrder } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { actorOf } from "../../../resources/rows";
import { defineRules } from "../../rules";
import { pointsOrderAutoComplete } from "./autoComplete";
import { returnPointsOrder } from "./pointsExchange";

export const rules = defineRules("pointsOrder", (registry: MethodRegistry) => {
  registerResource(registry, pointsOrder, {
    transitions: {
      ship: ({ call, input }) => ({ expressCompany: input.expressCompany, trackingNo: input.trackingNo, shippedAt: call.now() }),
      cancel: async ({ call, tx, current, input }) => {
        await returnPointsOrder(tx, current, actorOf(call), call.now());
        return { cancelReason: input.reason };
      },
    },
  });
}, { sweepers: [pointsOrderAutoComplete] });
