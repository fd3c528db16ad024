/**
 * The visitor's audited actions (commerce.md §5.1): balance, points and VIP move only here and by
 * orders, each move writing its ledger row and a change record with the console user and reason.
 */
import { movePoints } from "../../point/pointsLog/points";
import { moveBalance } from "../balanceLog/balance";
import { submitVipWorkOrder } from "./vipWorkOrderFromVisitor";
import { maskMobile, visitor } from "../../../../src/catalogue/registry";
import { actionOf, levelAtLeast, validateRecord } from "../../../../src/catalogue";
import { actorOf, lockRow, patchRow, recordActorChange } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { conflict, invalid, RpcError, precondition } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets } from "../../../resources/payload";

type Step = (ctx: { call: AuthedCall; tx: Tx; current: Row; input: Record<string, unknown> }) => Promise<Row>;

/** What lists and gets show of a visitor: the mobile masked. */
export function maskedVisitor(row: Row): Row {
  return "mobile" in row ? { ...row, mobile: maskMobile(row.mobile) } : row;
}

const title = (v: Row) => `用户「${String(v.nickName ?? v.uid)}」`;

const STEPS: Readonly<Record<string, Step>> = {
  async adjustBalance({ call, tx, current, input }) {
    const r = await moveBalance(tx, Number(current.Id), Number(input.change), { reason: "ADJUST", remark: String(input.reason), actor: actorOf(call), at: call.now() });
    return r.visitor;
  },
  async adjustPoints({ call, tx, current, input }) {
    // Changing another group's figures needs that group's right too (commerce.md §0.3).
    if (!levelAtLeast(call.user.rights.point, "WRITE")) throw new RpcError("PERMISSION_DENIED", "调整积分需要积分宝箱的写权限");
    const r = await movePoints(tx, Number(current.Id), Number(input.change), { reason: "ADJUST", remark: String(input.reason), actor: actorOf(call), at: call.now() });
    return r.visitor;
  },
  // Submits a VIP work order for a second person to approve: the visitor itself does not change yet.
  async grantVip({ call, tx, current, input }) {
    await submitVipWorkOrder(call, tx, current, input);
    return current;
  },
  async revokeVip({ call, tx, current }) {
    if (current.vipLevel === "NONE" || current.vipExpireAt === null || Number(current.vipExpireAt) <= call.now()) {
      throw precondition(`${title(current)}当前不是会员`);
    }
    return patchRow(tx, visitor, current, { vipLevel: "NONE", vipExpireAt: call.now(), autoRenew: false }, call.now());
  },
  // Reading, not writing: the change record says who saw the number and when; the answer carries it.
  revealMobile: ({ current }) => Promise.resolve(current),
};

/**
 * Runs one of the visitor's audited actions on one visitor: locks the visitor, applies the step and
 * writes the change record, all in one transaction. Also the body of 积分宝箱's 人工调整
 * (PointServiceAdmin/adjustPoints), so points move by one code path whichever screen asks.
 */
export async function runVisitorAction(
  call: AuthedCall, name: string, target: { readonly id: number; readonly utime?: number }, data: Record<string, unknown>,
): Promise<Row> {
  const action = actionOf(visitor, name);
  const step = STEPS[name];
  if (!action || !step) throw new Error(`visitor: no action ${name}`);
  const checked = validateRecord(action.input, data, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  return inTransaction(call.db, async (tx) => {
    const current = await lockRow(tx, visitor, target.id);
    if (target.utime !== undefined && current.utime !== target.utime) throw conflict();
    const after = await step({ call, tx, current, input: checked.value });
    const reason = typeof checked.value.reason === "string" ? `（${checked.value.reason}）` : "";
    await recordActorChange(tx, actorOf(call), {
      table: visitor, recordId: Number(current.Id), before: current, after, at: call.now(), method: name,
      summary: `${action.label}：${title(current)}${reason}`,
    });
    return after;
  });
}

/** Registers `{ns}.TouristServiceAdmin/{action}` for each of the visitor's actions. */
export function registerVisitorActions(registry: MethodRegistry): void {
  for (const name of Object.keys(STEPS)) {
    const action = actionOf(visitor, name);
    if (!action) throw new Error(`visitor: no action ${name} in the catalogue`);
    registry.add(method({
      service: visitor.service, method: name, input: selectionPayload,
      access: { kind: "right", object: visitor.access, level: action.level ?? "WRITE" },
      handler: async (call, payload) => {
        // No utime needed: the visitor is locked and the ledgers refuse what would go below zero, whatever was read.
        const [target] = selectionTargets(payload, { label: action.label, single: true, utimeRequired: false });
        const row = await runVisitorAction(call, name, target!, payload.data ?? {});
        return { data: [name === "revealMobile" ? row : maskedVisitor(row)], total: 1 };
      },
    }));
  }
}
