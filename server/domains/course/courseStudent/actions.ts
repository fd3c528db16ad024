/**
 * 学员 actions (commerce.md §1.4): 添加学员 by uid list (source ADMIN), 调班, 延长有效期, 移出 with a
 * reason (no refund: refunds go through the order). Seats move through enrolment.ts.
 */
import type { ActionHandler } from "../../../resources/actions";
import type { TransitionHooks } from "../../../resources/transitions";
import type { Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import { DAY } from "../shiyCourse/counters";
import { enrolStudents, freeSeat, transferSeat } from "./enrolment";

const MAX_UIDS = 100;

/** The visitors of a pasted uid list (commas, spaces, 、 or new lines): refuses malformed and unknown numbers. */
export async function visitorsByUid(tx: Tx, text: string): Promise<number[]> {
  const parts = text.split(/[\s,，、;；]+/).filter((p) => p !== "");
  if (parts.length === 0) throw invalid("请填写用户编号");
  if (parts.length > MAX_UIDS) throw invalid(`一次最多添加 ${MAX_UIDS} 名学员`);
  const bad = parts.filter((p) => !/^\d{8}$/.test(p));
  if (bad.length > 0) throw invalid(`用户编号须为 8 位数字：${bad.join("、")}`);
  const uids = [...new Set(parts.map(Number))];
  if (uids.length !== parts.length) throw invalid("同一用户编号重复出现，请去掉重复的");
  const rows = await tx.selectFrom("visitor").select(["Id", "uid"]).where("uid", "in", uids).execute();
  const byUid = new Map(rows.map((r) => [Number(r.uid), Number(r.Id)]));
  const missing = uids.filter((u) => !byUid.has(u));
  if (missing.length > 0) throw invalid(`用户编号不存在：${missing.join("、")}`);
  return uids.map((u) => byUid.get(u)!);
}

/** 调班: the row's new class, after the seat moved. */
export const transferStudent: ActionHandler = async ({ call, tx, current, input }) => {
  await transferSeat(tx, current, Number(input.classId), call.now());
  return { classId: Number(input.classId) };
};

/** 延长有效期: moves the expiry on by `days` from the later of now and the old expiry; an EXPIRED student learns again. */
export const extendStudent: ActionHandler = ({ call, current, input }) => {
  if (current.status !== "LEARNING" && current.status !== "EXPIRED") throw precondition(`学员「${String(current.visitorName)}」已结业或已移出，不能延长有效期`);
  if (current.expireAt === null || current.expireAt === undefined) throw precondition(`学员「${String(current.visitorName)}」的有效期为永久，无需延长`);
  const from = Math.max(Number(current.expireAt), call.now());
  return { expireAt: from + Number(input.days) * DAY, status: "LEARNING" };
};

export const courseStudentTransitions: TransitionHooks = {
  async removeStudent({ call, tx, current, input }) {
    await freeSeat(tx, current, call.now());
    return { removeReason: String(input.reason) };
  },
};

export { enrolStudents };
