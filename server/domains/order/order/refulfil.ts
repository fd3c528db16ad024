/**
 * 补发权益 (commerce.md §2.1 `refulfil`): a paid order whose entitlement was not given (fulfilStatus
 * NONE — a course order whose class filled between ordering and paying, a VIP or top-up whose grant
 * failed) is fulfilled again by staff with W(order), through the same code as payment (fulfilOrder →
 * seatCourseOrder). The order is locked first, so two 补发 at once give one seat, one grant; a seat
 * that still cannot be given refuses with the reason and changes nothing.
 *
 * Provisional (commerce.md §13 is silent): VIP days of a late 补发 start now rather than at payment,
 * so the buyer gets every day paid for; auction orders are settled by their lot, not here.
 */
import { actionOf } from "../../../../src/catalogue";
import { ORDER_STATUSES, ORDER_TYPES } from "../../../../src/catalogue/commerce";
import { order } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { conflict, invalid, precondition } from "../../../platform/wire/errors";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { actorOf, lockRow, patchRow, recordActorChange } from "../../../resources/rows";
import { buysSeat, seatRefusal } from "./courseSeat";
import { fulfilOrder } from "./entitlements";

/** Order types whose entitlement 补发 can give again. */
const REFULFILLABLE = ["COURSE", "VIP", "TOPUP"];

const labelOf = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);

/** Why the order cannot be fulfilled again now (null when it can). Locks the course and class of a seat. */
async function refusal(tx: Parameters<typeof seatRefusal>[0], o: Row): Promise<string | null> {
  const what = `订单「${String(o.orderNo)}」`;
  if (o.status !== "PAID") return `${what}当前为「${labelOf(ORDER_STATUSES, o.status)}」，只有已支付的订单可以补发权益`;
  if (o.fulfilStatus !== "NONE") return `${what}权益${o.fulfilStatus === "DONE" ? "已发放" : "已收回"}，不能补发`;
  if (!REFULFILLABLE.includes(String(o.orderType))) return `${labelOf(ORDER_TYPES, o.orderType)}订单没有可补发的权益`;
  if (buysSeat(o)) {
    const why = await seatRefusal(tx, Number(o.classId), Number(o.visitorId));
    if (why !== null) return `${why}，不能补发权益`;
  }
  return null;
}

async function refulfilCall(call: AuthedCall, input: SelectionPayload) {
  const action = actionOf(order, "refulfilOrder");
  if (!action) throw new Error("order: action refulfilOrder is missing from the catalogue");
  const [target] = selectionTargets(input, { label: action.label, single: true, utimeRequired: false });
  if (!target) throw invalid("请提供 Id");
  const row = await inTransaction(call.db, async (tx) => {
    const current = await lockRow(tx, order, target.id);
    if (target.utime !== undefined && Number(current.utime) !== target.utime) throw conflict();
    const why = await refusal(tx, current);
    if (why !== null) throw precondition(why);
    const at = call.now();
    const actor = actorOf(call);
    // Days and money count from now: the buyer had none of it until this moment.
    const fields = await fulfilOrder(tx, { ...current, paidAt: at }, at, actor);
    if (fields.fulfilStatus !== "DONE") throw precondition(`订单「${String(current.orderNo)}」的权益仍无法发放，请调班或退款`);
    const after = await patchRow(tx, order, current, fields, at);
    await recordActorChange(tx, actor, {
      table: order, recordId: Number(current.Id), before: current, after, at, method: "refulfilOrder",
      summary: `补发权益：订单「${String(current.orderNo)}」${buysSeat(current) ? "已入班" : "已发放"}`,
    });
    return after;
  });
  return { data: [row], total: 1 };
}

/** Registers OrderServiceAdmin/refulfilOrder, W(order). */
export function registerRefulfil(registry: MethodRegistry): void {
  registry.add(method({ service: order.service, method: "refulfilOrder", access: write(order.access), input: selectionPayload, handler: refulfilCall }));
}
