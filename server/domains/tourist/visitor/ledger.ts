/**
 * One move of a visitor's running balance (money or points) with its ledger row: lock the visitor,
 * refuse going below zero, write the row with the balance after it, then the visitor's total —
 * so the last row's `balanceAfter` is always the visitor's figure.
 */
import type { ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import { businessNo, type BusinessPrefix } from "../../../resources/businessNo";
import { insertRow, lockRow, patchRow, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";

export interface LedgerMoveOptions {
  /** bizType of the ledger row. */
  readonly reason: string;
  /** The business number the move belongs to (orderNo, refundNo …). */
  readonly ref?: string | null;
  readonly remark?: string | null;
  readonly actor?: Actor;
  readonly at?: number;
  /** The ledger number's last digits (seeds pass their own random source); random otherwise. */
  readonly digits?: number;
}

export interface LedgerMoveResult {
  readonly balanceAfter: number;
  readonly log: Row;
  readonly visitor: Row;
}

export interface LedgerSpec {
  readonly ledger: ResourceDef;
  readonly prefix: BusinessPrefix;
  /** The visitor's field holding the running figure. */
  readonly field: "balance" | "pointBalance";
  /** Chinese text for a refusal: how the figure reads ("余额 ¥12.00", "积分 120"). */
  readonly show: (n: number) => string;
  readonly name: string;
}

export async function moveLedger(
  tx: Tx, spec: LedgerSpec, visitorId: number, change: number, opts: LedgerMoveOptions, extra: Record<string, unknown> = {},
): Promise<LedgerMoveResult> {
  if (!Number.isInteger(change) || change === 0) throw invalid(`${spec.name}变动须为非零整数`);
  const at = opts.at ?? Date.now();
  const visitor = await lockRow(tx, "visitor", visitorId);
  const before = Number(visitor[spec.field] ?? 0);
  const after = before + change;
  if (after < 0) {
    throw precondition(`${spec.name}不足：用户「${String(visitor.nickName ?? visitor.uid)}」当前${spec.show(before)}，不能扣减${spec.show(-change)}`);
  }
  const log = await insertRow(tx, spec.ledger, {
    logNo: businessNo(spec.prefix, at, opts.digits),
    visitorId, bizType: opts.reason, change, balanceAfter: after,
    bizNo: opts.ref ?? null, remark: opts.remark ?? null, operator: (opts.actor ?? SYSTEM_ACTOR).userName,
    ...extra,
  }, at);
  const updated = await patchRow(tx, "visitor", visitor, { [spec.field]: after }, at);
  return { balanceAfter: after, log, visitor: updated };
}
