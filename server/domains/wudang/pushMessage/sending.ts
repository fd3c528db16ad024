/**
 * The moves of a push (commerce.md §6.12). 立即发送 / 重试 call the adapter inside the transition: a
 * refusal (the unconfigured default, or JPush's own) throws and nothing changes. 定时发送 keeps the
 * time here (at least 5 minutes ahead, not in the quiet hours 22:00–08:00 Beijing time); the sweeper
 * sends it when due and records a refusal as 发送失败 with the reason. 取消 until one minute before.
 */
import { pushMessage } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { precondition } from "../../../platform/wire/errors";
import type { TransitionHooks } from "../../../resources/transitions";
import { changeOnce, statusLabel } from "../../../resources/systemChange";
import { estimatedTargets, requestOf } from "./audience";
import { pushAdapter } from "./jpush";

const MINUTE = 60_000;
const BEIJING = 8 * 3_600_000;

/** Refuses a schedule time too soon or in the quiet hours. */
export function checkScheduleTime(at: number, now: number): void {
  if (at < now + 5 * MINUTE) throw precondition("定时时间须在 5 分钟之后");
  const hour = new Date(at + BEIJING).getUTCHours();
  if (hour >= 22 || hour < 8) throw precondition("22:00–08:00 为免打扰时段，不能定时推送");
}

async function sendNow(row: Row, now: number): Promise<Record<string, unknown>> {
  const { msgId } = await pushAdapter().push(requestOf(row));
  return { providerMsgId: msgId, sentAt: now, failReason: null, targetCount: estimatedTargets(row) };
}

export const pushTransitions: TransitionHooks = {
  async send({ call, current }) {
    return { ...(await sendNow(current, call.now())), ...(current.status === "DRAFT" ? { sendType: "NOW" } : {}) };
  },
  schedule({ call, current, input }) {
    const at = input.scheduledAt ?? current.scheduledAt;
    if (at === null || at === undefined) throw precondition("请填写定时时间");
    checkScheduleTime(Number(at), call.now());
    return { sendType: "SCHEDULED", scheduledAt: Number(at), failReason: null };
  },
  cancel({ call, current }) {
    if (call.now() > Number(current.scheduledAt) - MINUTE) throw precondition(`推送「${String(current.title)}」距定时时间已不足 1 分钟，不能取消`);
    return { cancelledAt: call.now() };
  },
};

/** Sends the scheduled pushes that are due, one locked change each; a refusal becomes 发送失败 with its reason. */
export const scheduledPushSweeper: Sweeper = {
  name: "pushMessage.scheduled",
  async sweep({ db }, now) {
    const due = await db.selectFrom("push_message").select("Id").where("status", "=", "SCHEDULED").where("scheduledAt", "<=", now).orderBy("scheduledAt").limit(100).execute();
    let n = 0;
    for (const { Id } of due) {
      const made = await changeOnce(db, pushMessage, Number(Id), now, async (row) => {
        if (row.status !== "SCHEDULED" || Number(row.scheduledAt) > now) return null;
        try {
          return { status: "SENT", ...(await sendNow(row, now)) };
        } catch (err) {
          return { status: "FAILED", failReason: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
        }
      }, (b, a) => `推送「${String(b.title)}」：${statusLabel(pushMessage, b.status)} → ${statusLabel(pushMessage, a.status)}（定时发送${a.status === "FAILED" ? `：${String(a.failReason)}` : ""}）`);
      if (made) n += 1;
    }
    return n;
  },
};
