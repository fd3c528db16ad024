/**
 * The artist-programme ledger (commerce.md §2.4): shares owed to programme artists, moved by
 * transitions. Amounts are frozen once confirmed; a correction is an ADJUSTMENT entry of its own
 * (登记调整, or 处理异议), never an edit. `writeArtistShare` is how settled auctions and monthly
 * shares add entries.
 */
import { actionOf, validateRecord } from "../../../../src/catalogue";
import { artistLedgerEntry } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { write, type AuthedCall } from "../../../platform/rpc/call";
import { conflict, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { inTransaction, registerResource } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import type { TransitionHook } from "../../../resources/transitions";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { defineRules } from "../../rules";
import { registerViewAction } from "../../../resources/actions";
import { generateLedger } from "./generate";
import { writeArtistShare } from "./shares";

export { currentPeriod, shareKey, writeArtistShare, writeArtistShareOnce, type ArtistShareInput } from "./shares";

const ADJUST = actionOf(artistLedgerEntry, "adjustArtistLedgerEntry") ?? (() => {
  throw new Error("artistLedgerEntry: action adjustArtistLedgerEntry is missing from the catalogue");
})();



/** An ADJUSTMENT of `current` by `amount` fen of share, in the same settlement month. */
async function adjustment(tx: Tx, call: AuthedCall, current: Row, amount: number, reason: string, status: "PENDING" | "CONFIRMED"): Promise<Row> {
  return writeArtistShare(tx, call, {
    artistId: String(current.artistId), period: String(current.period), sourceType: "ADJUSTMENT", sourceRef: String(current.entryNo),
    grossAmount: amount, shareRateBp: 10_000, status, adjustsEntry: Number(current.Id), reason,
  });
}

const confirm: TransitionHook = ({ call, current, input }) => {
  const tax = Number(input.taxAmount ?? 0);
  const share = Number(current.shareAmount);
  if (tax > Math.max(share, 0)) throw invalid(`代扣个税 ${formatMoney(tax)} 不能超过分成金额 ${formatMoney(share)}（台账 ${String(current.entryNo)}）`);
  return { taxAmount: tax, payableAmount: share - tax, operator: call.user.userName };
};

const notify: TransitionHook = ({ call, input }) => ({ noticeSentAt: call.now(), remark: String(input.note), operator: call.user.userName });

const markPaid: TransitionHook = ({ call, input }) => {
  const paidAt = Number(input.paidAt);
  if (paidAt > call.now()) throw invalid("打款时间不能晚于现在");
  return { paidAt, payVoucher: input.payVoucher, operator: call.user.userName };
};

const dispute: TransitionHook = ({ call, input }) => ({ reason: String(input.reason), operator: call.user.userName });

const resolveDispute: TransitionHook = async ({ call, tx, current, input }) => {
  const amount = Number(input.adjustAmount);
  if (amount !== 0) await adjustment(tx, call, current, amount, String(input.reason), "CONFIRMED");
  return { reason: String(input.reason), operator: call.user.userName };
};

/** 登记调整: an ADJUSTMENT entry of `id` (same artist and month, PENDING); the entry itself is not touched. */
async function adjustCall(call: AuthedCall, input: SelectionPayload): Promise<{ data: Row[]; total: number }> {
  const [target] = selectionTargets(input, { label: ADJUST.label, single: true, utimeRequired: false });
  const checked = validateRecord(ADJUST.input, input.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  if (!target) throw invalid("请提供 Id");
  const amount = Number(checked.value.adjustAmount);
  if (amount === 0) throw invalid("调整分成金额不能为 0");
  const record = await inTransaction(call.db, async (tx) => {
    const current = await findRecord(tx, artistLedgerEntry, target.id);
    if (!current) throw notFound(`台账不存在（Id ${target.id}）`);
    if (target.utime !== undefined && current.utime !== target.utime) throw conflict();
    if (current.sourceType === "ADJUSTMENT") throw precondition(`台账「${String(current.entryNo)}」本身是调整记录，请对原台账登记调整`);
    return adjustment(tx, call, current, amount, String(checked.value.reason), "PENDING");
  });
  return { data: [record], total: 1 };
}

export const rules = defineRules("artistLedgerEntry", (registry: MethodRegistry) => {
  registerResource(registry, artistLedgerEntry, { transitions: { confirm, notify, markPaid, dispute, resolveDispute } });
  registry.add(method({ service: artistLedgerEntry.service, method: ADJUST.name, access: write(artistLedgerEntry.access), input: selectionPayload, handler: adjustCall }));
  registerViewAction(registry, artistLedgerEntry, "generateArtistLedger", (call, value) => generateLedger(call, value));
});
