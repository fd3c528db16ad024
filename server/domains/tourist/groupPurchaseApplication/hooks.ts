import { businessNo } from "../../../resources/businessNo";
import { shanghaiDate } from "../../../../src/catalogue";
import { bookkeepingEntry, groupPurchaseConf } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { ResourceHooks, WriteContext } from "../../../resources/hooks";
import { insertRecord, findRecord } from "../../../resources/queries";
import type { TransitionHooks } from "../../../resources/transitions";
import { denied, invalid, precondition } from "../../../platform/wire/errors";
import { lockRecord } from "../../../resources/rows";
import { withFollowUp } from "./followUps";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { createCodeBatch } from "../redeemCodeBatch/hooks";

const YEAR = 365 * 86_400_000;

/** The tier price of an application: seats × the tier's unit price. */
const tierAmount = (app: Row, conf: Row) => Number(app.seats) * Number(conf.unitPrice);

/** The tier must be enabled and cover the seats. */
async function checkTier(ctx: WriteContext, next: Row): Promise<Row> {
  const conf = await findRecord(ctx.tx, groupPurchaseConf, Number(next.confId));
  if (!conf) throw invalid(`适用方案不存在（Id ${String(next.confId)}）`);
  if (conf.status !== "ENABLED") throw precondition(`方案「${String(conf.name)}」已停用，请选择启用中的方案`);
  const seats = Number(next.seats);
  const max = conf.maxSeats === null || conf.maxSeats === undefined ? Infinity : Number(conf.maxSeats);
  if (seats < Number(conf.minSeats) || seats > max) {
    throw invalid(`申请人数 ${seats} 不在方案「${String(conf.name)}」的人数范围（${String(conf.minSeats)}–${max === Infinity ? "不限" : max}）内`);
  }
  return conf;
}

export const groupApplyHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const value = { ...ctx.value };
    if (ctx.mode === "create") {
      await checkTier(ctx, value as Row);
      value.applyNo = businessNo("GA", ctx.stamp);
      value.followUps = [];
      return value;
    }
    const current = ctx.current as Row;
    const changesTier = (Object.hasOwn(value, "seats") && value.seats !== current.seats) || (Object.hasOwn(value, "confId") && value.confId !== current.confId);
    if (changesTier) {
      if (!["SUBMITTED", "CONTACTED"].includes(String(current.status))) throw precondition("已报价的申请不能再改人数或方案");
      await checkTier(ctx, { ...current, ...value });
    }
    return value;
  },
};

export const groupApplyTransitions: TransitionHooks = {
  contact: ({ call, current, input }) => ({
    handler: call.user.userName,
    followUps: withFollowUp(current.followUps, call, String(input.note)),
  }),

  /** 报价: seats × unit price unless lower with a reason (特批, approved by someone other than the handler). */
  async quote({ call, tx, current, input }) {
    const conf = await findRecord(tx, groupPurchaseConf, Number(current.confId));
    if (!conf) throw precondition("适用方案已不存在");
    const list = tierAmount(current, conf);
    const quoted = input.quotedAmount === undefined || input.quotedAmount === null ? list : Number(input.quotedAmount);
    const reason = typeof input.quoteReason === "string" ? input.quoteReason.trim() : "";
    if (quoted < list && reason === "") throw invalid(`报价 ${formatMoney(quoted)} 低于方案价 ${formatMoney(list)}，请填写特批理由`);
    return {
      quotedAmount: quoted,
      quoteReason: reason || null,
      handler: current.handler ?? call.user.userName,
      followUps: withFollowUp(current.followUps, call, `报价 ${formatMoney(quoted)}${quoted < list ? `（特批：${reason}）` : ""}`),
    };
  },

  async approve({ call, tx, current }) {
    const conf = await findRecord(tx, groupPurchaseConf, Number(current.confId));
    const special = conf !== null && Number(current.quotedAmount) < tierAmount(current, conf);
    if (special && current.handler === call.user.userName) {
      throw denied("低于方案价的特批报价须由跟进人以外的同事审批");
    }
    return { approver: call.user.userName, followUps: withFollowUp(current.followUps, call, "审批通过") };
  },

  /** 登记收款: the transfer must match the quote; writes the income entry on the company's bank account. */
  async markPaid({ call, tx, current, input }) {
    const paid = Number(input.paidAmount);
    if (paid !== Number(current.quotedAmount)) {
      throw invalid(`到账金额 ${formatMoney(paid)} 与报价 ${formatMoney(Number(current.quotedAmount))} 不一致`);
    }
    const paidAt = Number(input.paidAt);
    await insertRecord(tx, bookkeepingEntry, {
      billNo: businessNo("BK", call.now()), direction: "INCOME", category: "GROUP_PURCHASE_INCOME", amount: paid,
      occurredOn: shanghaiDate(paidAt), account: "BANK_BASIC", counterparty: String(current.orgName).slice(0, 50),
      relatedNo: current.applyNo, source: "AUTO_ORDER", reconcileStatus: "UNRECONCILED", locked: false,
      remark: `机构团购 ${String(current.applyNo)} 对公到账`,
    }, call.now());
    return {
      paidAmount: paid, paidAt, paymentProof: input.paymentProof ?? null,
      followUps: withFollowUp(current.followUps, call, `登记收款 ${formatMoney(paid)}`),
    };
  },

  /** 开通: a batch of `seats` codes of the tier's product, generated by a job. */
  async deliver({ call, tx, current }) {
    const conf = await lockRecord(call, tx, groupPurchaseConf, Number(current.confId));
    if (conf.deliveryMode !== "REDEEM_CODES") {
      throw precondition("按手机号直充尚未接入：请改用生成兑换码的方案，或在会员工单中逐个开通");
    }
    const now = call.now();
    const batch = await createCodeBatch(call, tx, {
      name: `${String(current.orgName)}团购`.slice(0, 30), vipGoodsId: Number(conf.vipGoodsId), quantity: Number(current.seats),
      channel: "GROUP_PURCHASE", partnerName: String(current.orgName).slice(0, 50), settlePrice: Number(conf.unitPrice),
      groupApplyNo: current.applyNo, validFrom: now, validTo: now + YEAR,
    });
    return {
      redeemBatchId: batch.Id,
      followUps: withFollowUp(current.followUps, call, `开通：生成兑换码批次 ${String(batch.batchNo)}（${String(current.seats)} 个）`),
    };
  },

  reject: ({ call, current, input }) => ({
    rejectReason: input.reason,
    followUps: withFollowUp(current.followUps, call, `驳回：${String(input.reason)}`),
  }),
};

