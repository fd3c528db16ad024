import { businessNo } from "../../../resources/businessNo";
import { invoiceRequest, order } from "../../../../src/catalogue/registry";
import { actorOf, patchRow, recordActorChange, lockRecord } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, precondition } from "../../../platform/wire/errors";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { channelRequestOf, invoiceChannel } from "./invoiceChannel";

const INVOICEABLE_ORDER = ["PAID", "PARTIAL_REFUNDED"];
/** Order invoice states that leave the order free for a new request. */
const FREE = ["NONE", "RED_FLUSHED"];

/** What may still be invoiced on an order: paid minus refunded minus what is being refunded. */
export function invoiceableOf(o: Row): number {
  return Number(o.payAmount ?? 0) - Number(o.refundedAmount ?? 0) - Number(o.refundingAmount ?? 0);
}

const INVOICE_LABEL: Readonly<Record<string, string>> = { NONE: "未开票", REQUESTED: "申请中", ISSUED: "已开票", RED_FLUSHED: "已红冲" };

/**
 * Moves the order's invoice state along with its request (a secondary state: no transition of its
 * own), with a change record in the order's history.
 */
async function setOrderInvoice(call: AuthedCall, tx: Tx, o: Row, status: string): Promise<void> {
  const at = call.now();
  const after = await patchRow(tx, order, o, { invoiceStatus: status }, at);
  await recordActorChange(tx, actorOf(call), {
    table: order, recordId: Number(o.Id), before: o, after, method: call.path.split("/").pop() ?? "invoice",
    summary: `开票状态：订单「${String(o.orderNo)}」${INVOICE_LABEL[status] ?? status}`, at,
  });
}

/** Refuses an amount above what the order still has, or a buyer that cannot take this kind of invoice. */
function checkRequest(next: Row, o: Row): void {
  const left = invoiceableOf(o);
  if (left <= 0) throw precondition(`订单 ${String(o.orderNo)} 已无可开票金额`);
  if (Number(next.amount) > left) throw invalid(`开票金额 ${formatMoney(Number(next.amount))} 超过订单可开票金额 ${formatMoney(left)}（实付 − 已退）`);
  if (next.titleType === "ENTERPRISE" && !next.taxNo) throw invalid("企业抬头请填写纳税人识别号");
  if (next.invoiceType === "SPECIAL") {
    if (next.titleType !== "ENTERPRISE") throw invalid("增值税专用发票只能开给企业/单位");
    const missing = [["address", "注册地址"], ["phone", "注册电话"], ["bankName", "开户行"], ["bankAccount", "银行账号"]].filter(([k]) => !next[k as string]);
    if (missing.length > 0) throw invalid(`专用发票请填写${missing.map(([, l]) => l).join("、")}`);
  }
}

export const invoiceHooks: ResourceHooks = {
  /**
   * A request locks its order: the order must be paid (not by Apple, which invoices App Store
   * purchases itself) and on no other live request; its invoice state becomes 申请中.
   */
  async beforeWrite(ctx) {
    const { call, tx } = ctx;
    const value = { ...ctx.value };
    if (ctx.mode === "create") {
      const o = await lockRecord(call, tx, order, Number(value.orderId));
      if (!INVOICEABLE_ORDER.includes(String(o.status))) throw precondition(`订单 ${String(o.orderNo)} 未支付或已全额退款，不能开票`);
      if (o.payChannel === "APPLE_IAP") throw precondition("苹果内购订单由 App Store 开具发票，不能在此申请");
      if (!FREE.includes(String(o.invoiceStatus ?? "NONE"))) throw precondition(`订单 ${String(o.orderNo)} 已有开票申请或已开票`);
      value.amount ??= invoiceableOf(o);
      checkRequest(value as Row, o);
      value.visitorId = o.visitorId ?? null;
      value.requestNo = businessNo("INV", ctx.stamp);
      value.needsRedFlush = false;
      await setOrderInvoice(call, tx, o, "REQUESTED");
      return value;
    }
    // A transition's write (it carries the new state): its own hook made the checks.
    if (Object.hasOwn(value, "status")) return value;
    const current = ctx.current as Row;
    if (current.status !== "PENDING") throw precondition("只有待开票的申请可以修改");
    const o = await lockRecord(call, tx, order, Number(current.orderId));
    checkRequest({ ...current, ...value } as Row, o);
    return value;
  },
};

export const invoiceTransitions: TransitionHooks = {
  /** 开票: the amount is checked again (a refund may have come since the request). */
  async issue({ call, tx, current, input }) {
    const o = await lockRecord(call, tx, order, Number(current.orderId));
    checkRequest(current, o);
    const taken = await tx.selectFrom(invoiceRequest.table).select("requestNo")
      .where("invoiceNumber", "=", String(input.invoiceNumber)).where("Id", "<>", Number(current.Id)).executeTakeFirst();
    if (taken) throw invalid(`发票号码 ${String(input.invoiceNumber)} 已用于申请 ${String(taken.requestNo)}`);
    await setOrderInvoice(call, tx, o, "ISSUED");
    return { invoiceNumber: input.invoiceNumber, issuedAt: input.issuedAt, pdfFile: input.pdfFile, handler: call.user.userName };
  },

  /** 电子开票: checked as 开票 is, then handed to the provider; without one it refuses and nothing changes. */
  async issueOnline({ call, tx, current }) {
    const o = await lockRecord(call, tx, order, Number(current.orderId));
    checkRequest(current, o);
    await invoiceChannel().issue(channelRequestOf(current));
    return { failReason: null, handler: call.user.userName };
  },

  /** 驳回: the order may be requested again. */
  async reject({ call, tx, current, input }) {
    const o = await lockRecord(call, tx, order, Number(current.orderId));
    await setOrderInvoice(call, tx, o, "NONE");
    return { rejectReason: input.reason, handler: call.user.userName };
  },

  /** 红冲: the invoice is cancelled by a red one; the order is invoiceable again and shows 已红冲. */
  async redFlush({ call, tx, current, input }) {
    // The order first, then the request (a refund's 待红冲 flag locks them in that order too); re-read
    // under the lock, of two 红冲 at once the second sees 已红冲 and is refused, the order moved once.
    const o = await lockRecord(call, tx, order, Number(current.orderId));
    const locked = await lockRecord(call, tx, invoiceRequest, Number(current.Id));
    if (locked.status !== "ISSUED") throw precondition(`开票申请「${String(locked.requestNo)}」已红冲或不再是已开票，不能再次红冲`);
    await setOrderInvoice(call, tx, o, "RED_FLUSHED");
    return { redReason: input.redReason, redInvoiceNumber: input.redInvoiceNumber, needsRedFlush: false, handler: call.user.userName };
  },
};
