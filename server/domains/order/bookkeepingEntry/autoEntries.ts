/**
 * The automatic bookkeeping entries of payments and refunds (/order/bookkeeping, commerce.md §2.5):
 * written by the server in the transaction that moves the money, read-only afterwards.
 */
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import type { Row, Tx } from "../../../platform/db/types";
import { businessNo } from "../../../resources/businessNo";
import { assertMonthOpen } from "../bookkeepingPeriod/periods";
import { dialectOf, insertRow, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";

/** Where the money of each cash channel lands; balance, codes, free and admin grants move no cash. */
const ACCOUNT_BY_CHANNEL: Readonly<Record<string, string>> = { WXPAY: "WXPAY_MCH", ALIPAY: "ALIPAY", APPLE_IAP: "APPLE" };

const INCOME_BY_ORDER_TYPE: Readonly<Record<string, string>> = { VIP: "VIP_INCOME", TOPUP: "TOPUP_INCOME", COURSE: "COURSE_INCOME" };

/** Whether a payment channel moves cash into one of our accounts (and so gets a bookkeeping entry). */
export function isCashChannel(payChannel: unknown): boolean {
  return typeof payChannel === "string" && Object.hasOwn(ACCOUNT_BY_CHANNEL, payChannel);
}

export interface AutoEntryInput {
  readonly kind: "ORDER" | "REFUND";
  readonly order: Row;
  /** fen, > 0. */
  readonly amount: number;
  /** When the money moved (paidAt / successAt): the entry's business date in Beijing time. */
  readonly occurredAt: number;
  /** The refund's number for a refund entry; the order's number otherwise. */
  readonly relatedNo?: string;
  readonly counterparty?: string | null;
  readonly remark?: string;
  readonly actor?: Actor;
  /** When the row is written (defaults to occurredAt). */
  readonly at?: number;
}

/**
 * Writes the automatic entry of a payment (INCOME in the order type's category) or a refund
 * (EXPENSE, category REFUND). Answers null, writing nothing, for channels that move no cash
 * (balance, redeem codes, free, admin grants: the top-up that filled a balance was the income)
 * and for 0-fen amounts. An entry dated in a closed month (月结) is refused (FAILED_PRECONDITION), and
 * with it the payment or refund that needs it: commerce.md §2.5, no new row in a locked month.
 */
export async function writeAutoEntry(tx: Tx, input: AutoEntryInput): Promise<Row | null> {
  const account = ACCOUNT_BY_CHANNEL[String(input.order.payChannel)];
  if (!account || input.amount <= 0) return null;
  const at = input.at ?? input.occurredAt;
  const orderNo = String(input.order.orderNo);
  const income = input.kind === "ORDER";
  await assertMonthOpen(tx, dialectOf(tx), shanghaiDate(input.occurredAt), at);
  return insertRow(tx, "bookkeeping_entry", {
    billNo: businessNo("BK", at),
    direction: income ? "INCOME" : "EXPENSE",
    category: income ? (INCOME_BY_ORDER_TYPE[String(input.order.orderType)] ?? "OTHER_INCOME") : "REFUND",
    amount: input.amount,
    occurredOn: shanghaiDate(input.occurredAt),
    account,
    counterparty: input.counterparty ?? null,
    relatedNo: input.relatedNo ?? orderNo,
    source: income ? "AUTO_ORDER" : "AUTO_REFUND",
    reconcileStatus: "UNRECONCILED",
    locked: false,
    remark: input.remark ?? (income ? `订单 ${orderNo} 收款` : `订单 ${orderNo} 退款（${(input.actor ?? SYSTEM_ACTOR).userName}）`),
  }, at);
}
