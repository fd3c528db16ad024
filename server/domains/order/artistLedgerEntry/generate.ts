/**
 * 生成本月台账 (commerce.md §2.4): the month's entries from what the month earned — each programme
 * artist's share of the academy course orders paid that month (net of refunds), and each lot of an
 * auction settled that month that no entry holds yet. Exactly once per artist, month and source: each
 * entry carries its key, and a second run (or two at the same moment) adds nothing.
 */
import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import type { Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import { inTransaction } from "../../../resources/methods";
import { auctionSharesOf } from "../../shiy/auction/ledgerShares";
import { artistRatesBp } from "./artistRates";
import { currentPeriod, shareKey, writeArtistShareOnce, type ArtistShareInput } from "./shares";

/** Beijing midnight of the first of `period` and of the month after it. */
export function monthRange(period: string): [number, number] {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return [fromShanghaiInput(`${period}-01 00:00:00`), fromShanghaiInput(`${next}-01 00:00:00`)];
}

/** Orders that count towards a share: paid, or refunded in part or in full (the refunds are taken off). */
const EARNING = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];

/** Each teaching artist's course income of the month: Σ (paid − refunded) of their academy courses' orders. */
async function courseShares(tx: Tx, period: string): Promise<ArtistShareInput[]> {
  const [from, to] = monthRange(period);
  const rows = await tx.selectFrom("orders").innerJoin("shiy_course", "shiy_course.Id", "orders.courseId")
    .select((eb) => ["shiy_course.artistId as artistId", eb.fn.countAll<number>().as("n"), eb.fn.sum<number>(eb("orders.payAmount", "-", eb.ref("orders.refundedAmount"))).as("gross")])
    .where("orders.orderType", "=", "COURSE").where("orders.courseType", "=", "SHIY").where("orders.status", "in", EARNING)
    .where("orders.paidAt", ">=", from).where("orders.paidAt", "<", to)
    .groupBy("shiy_course.artistId").orderBy("shiy_course.artistId").execute();
  const rates = await artistRatesBp(tx);
  return rows.filter((r) => r.artistId !== null && Number(r.gross) > 0).map((r) => ({
    artistId: String(r.artistId), period, sourceType: "COURSE_SALE" as const, sourceRef: `${period} 书院课程订单 ${Number(r.n)} 笔`,
    grossAmount: Number(r.gross), shareRateBp: rates.get(String(r.artistId)) ?? DEFAULT_RATE_BP,
  }));
}

/** content.md §8.2: an artist's share is 70 % unless their contract says otherwise. */
export const DEFAULT_RATE_BP = 7000;

export type GenerateAnswer = {
  readonly period: string;
  readonly created: number;
  readonly existing: number;
};

/** The action's method (input validated by registerViewAction): answers the counts and a sentence saying them. */
export async function generateLedger(call: AuthedCall, value: Record<string, unknown>): Promise<GenerateAnswer & { message: string }> {
  const now = currentPeriod(call.now());
  const period = typeof value.period === "string" && value.period !== "" ? value.period : now;
  if (period > now) throw invalid(`不能生成未来月份（${period}）的台账`);
  const answer = await inTransaction(call.db, async (tx) => {
    const shares = [...await courseShares(tx, period), ...await auctionSharesOf(tx, monthRange(period), period)];
    let created = 0;
    for (const s of shares) {
      // A course share's key leaves out its wording (the count of orders), so the month has one per artist.
      const key = shareKey({ ...s, sourceRef: s.sourceType === "COURSE_SALE" ? "" : s.sourceRef ?? "" });
      if (await writeArtistShareOnce(tx, call, { ...s, sourceKey: key })) created += 1;
    }
    return { period, created, existing: shares.length - created };
  });
  const message = answer.created === 0 ? `${period} 的台账已生成过，没有新的条目（已有 ${answer.existing} 条）` : `已生成 ${period} 台账 ${answer.created} 条${answer.existing > 0 ? `，已有 ${answer.existing} 条未重复生成` : ""}`;
  return { ...answer, message };
}
