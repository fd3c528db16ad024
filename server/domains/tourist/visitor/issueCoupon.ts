/**
 * 发券 from the visitor's slide-over (commerce.md §5.1 → §4.6): one ADMIN coupon record for this
 * visitor, claimed by the coupon's own rule (claimCoupon locks the template: issuing, quantity left,
 * per-visitor limit), so a slide-over and a batch 发券 job can never overshoot a limit together.
 */
import { actionOf, levelAtLeast, validateRecord } from "../../../../src/catalogue";
import { coupon, couponRecord, visitor } from "../../../../src/catalogue/registry";
import { claimCoupon } from "../../marketing/coupon/coupons";
import { actorOf, lockRow, recordActorChange } from "../../../resources/rows";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets } from "../../../resources/payload";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition, RpcError } from "../../../platform/wire/errors";
import { maskedVisitor } from "./actions";

export function registerVisitorCoupon(registry: MethodRegistry): void {
  const action = actionOf(visitor, "issueCoupon");
  if (!action) throw new Error("visitor: no action issueCoupon in the catalogue");
  registry.add(method({
    service: visitor.service, method: action.name, input: selectionPayload,
    access: { kind: "right", object: visitor.access, level: "WRITE" },
    handler: async (call, payload) => {
      // Coupons belong to the marketing group (commerce.md §0.3): its write right is needed as well.
      if (!levelAtLeast(call.user.rights[coupon.access], "WRITE")) throw new RpcError("PERMISSION_DENIED", "发券需要优惠券的写权限");
      const [target] = selectionTargets(payload, { label: action.label, single: true, utimeRequired: false });
      const checked = validateRecord(action.input, payload.data ?? {}, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      const couponId = Number(checked.value.couponId);
      return inTransaction(call.db, async (tx) => {
        const current = await lockRow(tx, visitor, target!.id);
        if (current.status === "DEACTIVATED") throw precondition("已注销的用户不能发券");
        const tpl = await tx.selectFrom(coupon.table).selectAll().where("Id", "=", couponId).executeTakeFirst();
        if (!tpl) throw invalid(`优惠券不存在（Id ${couponId}）`);
        const now = call.now();
        if (now < Number(tpl.claimStartAt) || now > Number(tpl.claimEndAt)) throw precondition(`「${String(tpl.name)}」不在领取时间内`);
        if (tpl.validType === "FIXED" && now > Number(tpl.validTo)) throw precondition(`「${String(tpl.name)}」的用券期已过`);
        const record = await claimCoupon(tx, couponId, Number(current.Id), "ADMIN", now);
        const who = `用户「${String(current.nickName ?? current.uid)}」`;
        await recordActorChange(tx, actorOf(call), {
          table: couponRecord, recordId: Number(record.Id), before: null, after: record, method: action.name, at: now,
          summary: `发券：「${String(tpl.name)}」发给${who}（${String(record.recordNo)}）`,
        });
        return { data: [maskedVisitor(current)], total: 1, couponRecord: record };
      });
    },
  }));
}
