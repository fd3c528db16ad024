/**
 * {ns}.TouristServiceAdmin for visitors (commerce.md §5.1): every answer shows the visitor's mobile
 * masked (the full number only through 查看手机号, which is recorded); staff edit only tags and
 * remark; status by transitions; money, points and VIP only by the audited actions (actions.ts) and
 * by orders; 赠送积分 makes a points gift batch (giftPoints.ts).
 */
import { visitor } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { method, MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { registerRecordChanges } from "../../../resources/recordChanges";
import type { TransitionHook } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { maskedVisitor, registerVisitorActions } from "./actions";
import { visitorAnonymise } from "./anonymise";
import { visitorBanLift } from "./banLift";
import { assertNothingOpen } from "./openBusiness";
import { registerVisitorGift } from "./giftPoints";
import { registerVisitorCoupon } from "./issueCoupon";

/** 禁言 / 封禁: the reason and the optional end time are kept on the visitor. */
const restrict: TransitionHook = ({ input }) => ({ statusReason: input.reason, bannedUntil: input.until ?? null });
const release: TransitionHook = () => ({ statusReason: null, bannedUntil: null });
/**
 * 注销: irreversible; the personal data goes 15 days later (anonymise.ts), the money records stay.
 * Refused while the visitor has unfinished business (openBusiness.ts).
 */
const deactivate: TransitionHook = async ({ input, call, tx, current }) => {
  await assertNothingOpen(tx, Number(current.Id));
  return { statusReason: input.reason, bannedUntil: null, deactivatedAt: call.now() };
};

const maskData = (data: unknown): unknown => (Array.isArray(data) ? data.map((r) => maskedVisitor(r as Row)) : data && typeof data === "object" ? maskedVisitor(data as Row) : data);

export const rules = defineRules("visitor", (registry: MethodRegistry) => {
  // The generic methods and transitions of visitors, each answer passed through the mask.
  const generic = new MethodRegistry();
  registerResource(generic, visitor, { transitions: { restrict, release, deactivate } });
  for (const key of generic.keys()) {
    const def = generic.get(key)!;
    registry.add(method({
      ...def, access: def.access.kind === "public" ? { kind: "session" } : def.access,
      handler: async (call, input) => {
        const answer = await def.handler(call, input);
        return "data" in answer ? { ...answer, data: maskData(answer.data) } : answer;
      },
    }));
  }
  registerVisitorActions(registry);
  registerVisitorGift(registry);
  registerVisitorCoupon(registry);
  registerRecordChanges(registry, visitor);
}, { sweepers: [visitorBanLift, visitorAnonymise] });
