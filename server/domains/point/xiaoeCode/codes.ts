/**
 * 小鹅通兑换码 (commerce.md §3.5): every hand-out of a code goes through `issueXiaoeCode` — the code
 * row locked, its state and validity checked, one conditional write — so a code is issued to one
 * visitor, once, however many callers race for it. The stock of XIAOE_CODE points goods is the count
 * of IN_STOCK codes of their activity, written back on the goods after every move of codes.
 */
import { pointsGoods, xiaoeCode } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { RpcStatus } from "../../../../src/catalogue";
import { RpcError, precondition } from "../../../platform/wire/errors";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";


/** `JX7K****P2`: the first four and last two characters (short codes keep less). */
export function maskXiaoeCode(code: unknown): unknown {
  if (typeof code !== "string") return code;
  if (code.length <= 6) return `${code.slice(0, 1)}****`;
  return `${code.slice(0, 4)}****${code.slice(-2)}`;
}

export interface Issue {
  readonly visitorId: number;
  readonly at: number;
  readonly actor: Actor;
  /** The points order the code is delivered by; absent for 手动发放. */
  readonly pointsOrderNo?: string;
  /** 手动发放's reason. */
  readonly reason?: string;
}

/** Issues one code (by Id) to a visitor, or refuses with the reason; writes the change record. */
export async function issueXiaoeCode(tx: Tx, codeId: number, issue: Issue): Promise<Row> {
  const current = await lockRow(tx, xiaoeCode, codeId);
  const name = `兑换码 ${String(maskXiaoeCode(current.code))}`;
  if (current.status !== "IN_STOCK") {
    const label = { ISSUED: "已发放", VOID: "已作废", EXPIRED: "已过期" }[String(current.status)] ?? String(current.status);
    throw precondition(`${name} ${label}，不能发放`);
  }
  if (current.endAt !== null && Number(current.endAt) <= issue.at) throw precondition(`${name} 已过有效期，不能发放`);
  const visitor = await tx.selectFrom("visitor").select(["Id", "status", "uid"]).where("Id", "=", issue.visitorId).executeTakeFirst();
  if (!visitor) throw new RpcError("NOT_FOUND", `用户不存在（Id ${issue.visitorId}）`);
  if (visitor.status === "DEACTIVATED") throw precondition(`用户 ${String(visitor.uid)} 已注销，不能发放`);
  const after = await patchRow(tx, xiaoeCode, current, {
    status: "ISSUED", issuedTo: issue.visitorId, issuedAt: issue.at, pointsOrderNo: issue.pointsOrderNo ?? null, issueReason: issue.reason ?? null,
  }, issue.at);
  await recordActorChange(tx, issue.actor, {
    table: xiaoeCode, recordId: codeId, before: current, after, at: issue.at, method: "issueXiaoeCode",
    summary: `${issue.pointsOrderNo ? `积分兑换 ${issue.pointsOrderNo}` : `手动发放${issue.reason ? `（${issue.reason}）` : ""}`}：${name} → 用户 ${String(visitor.uid)}`,
  });
  await syncXiaoeStock(tx, String(current.activityId), issue.at);
  return after;
}

/**
 * Hands `quantity` IN_STOCK codes of an activity to a visitor for a points order (the caller holds the
 * goods locked, so redemptions of one goods take codes one after another); refuses when there are
 * not enough — the caller's transaction then spends nothing.
 */
export async function takeXiaoeCodes(tx: Tx, activityId: string, quantity: number, issue: Issue & { pointsOrderNo: string }): Promise<Row[]> {
  const taken: Row[] = [];
  let after = 0;
  while (taken.length < quantity) {
    const candidates = await tx.selectFrom(xiaoeCode.table).select("Id")
      .where("activityId", "=", activityId).where("status", "=", "IN_STOCK").where("Id", ">", after)
      .where((eb) => eb.or([eb("endAt", "is", null), eb("endAt", ">", issue.at)]))
      .orderBy("Id").limit(quantity - taken.length).execute();
    if (candidates.length === 0) throw precondition(`小鹅通活动 ${activityId} 的兑换码已发完`);
    for (const { Id } of candidates) {
      after = Number(Id);
      try {
        taken.push(await issueXiaoeCode(tx, Number(Id), issue));
      } catch (err) {
        // Taken by a 手动发放 since we read it: try the next one.
        if (!(err instanceof RpcError) || err.status !== RpcStatus.FAILED_PRECONDITION) throw err;
      }
    }
  }
  return taken;
}

/** Writes the IN_STOCK count of an activity as the stock of its XIAOE_CODE goods (sold out at zero, back on sale when codes come). */
export async function syncXiaoeStock(tx: Tx, activityId: string, at: number): Promise<void> {
  const goods = await tx.selectFrom(pointsGoods.table).select("Id").where("goodsType", "=", "XIAOE_CODE").where("xiaoeActivityId", "=", activityId).orderBy("Id").execute();
  if (goods.length === 0) return;
  const stock = await countInStock(tx, activityId);
  for (const { Id } of goods) {
    const g = await lockRow(tx, pointsGoods, Number(Id));
    const status = stock === 0 && g.status === "ON_SALE" ? "SOLD_OUT" : stock > 0 && g.status === "SOLD_OUT" ? "ON_SALE" : g.status;
    if (Number(g.stock) !== stock || status !== g.status) await patchRow(tx, pointsGoods, g, { stock, status }, at);
  }
}

export async function countInStock(tx: Tx, activityId: string): Promise<number> {
  const row = await tx.selectFrom(xiaoeCode.table).select((eb) => eb.fn.countAll().as("n"))
    .where("activityId", "=", activityId).where("status", "=", "IN_STOCK").executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The expiry sweeper: IN_STOCK codes whose endAt has passed become EXPIRED, and the stock of their
 * goods follows. Answers how many expired. Registered with the marketing timers (the "activity"
 * branch's sweeper list) and safe to run from several processes at once (conditional update).
 */
export async function expireXiaoeCodes(tx: Tx, now: number): Promise<number> {
  const due = await tx.selectFrom(xiaoeCode.table).select("activityId").distinct()
    .where("status", "=", "IN_STOCK").where("endAt", "<=", now).execute();
  if (due.length === 0) return 0;
  const q = tx.updateTable(xiaoeCode.table).set({ status: "EXPIRED", utime: now }).where("status", "=", "IN_STOCK").where("endAt", "<=", now);
  const result = await q.executeTakeFirst();
  for (const { activityId } of due) await syncXiaoeStock(tx, String(activityId), now);
  return Number(result.numUpdatedRows);
}
