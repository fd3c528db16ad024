/**
 * 推送消息 (commerce.md §6.12): a new push gets its PM number; content is checked against JPush's
 * limits; only a draft or a failed push may be edited, only a draft deleted. Moves: sending.ts.
 */
import { pushMessage } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { precondition } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import { businessNo } from "../../../resources/businessNo";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { statusLabel } from "../../../resources/systemChange";
import { defineRules } from "../../rules";
import { checkPushContent, requestOf } from "./audience";
import { pushAdapter } from "./jpush";
import { pushTransitions, scheduledPushSweeper } from "./sending";

/** What staff write; the machine's own fields (status, times, provider ids) are the server's. */
const CONTENT = ["title", "content", "platforms", "audienceType", "audienceValue", "landingType", "landingId", "sendType", "scheduledAt", "timeToLive", "apnsProduction"];
const EDITABLE_IN = ["DRAFT", "FAILED"];

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const current = ctx.current;
  if (current && !EDITABLE_IN.includes(String(current.status)) && CONTENT.some((k) => Object.hasOwn(value, k) && JSON.stringify(value[k]) !== JSON.stringify(current[k]))) {
    throw precondition(`推送「${String(current.title)}」${statusLabel(pushMessage, current.status)}，内容不能再修改`);
  }
  const merged = { ...(current ?? {}), ...value };
  checkPushContent(merged);
  if (ctx.mode === "create") {
    Object.assign(value, { pushNo: businessNo("PM", ctx.call.now()), targetCount: null, receivedCount: 0, clickCount: 0 });
    if (value.timeToLive === undefined || value.timeToLive === null) value.timeToLive = 86_400;
    if (value.apnsProduction === undefined || value.apnsProduction === null) value.apnsProduction = true;
  }
  return value;
}

async function beforeDelete({ current }: { tx: Tx; current: Row }): Promise<void> {
  if (current.status !== "DRAFT") throw precondition(`推送「${String(current.title)}」${statusLabel(pushMessage, current.status)}，只有草稿可以删除`);
}

export const rules = defineRules("pushMessage", (registry: MethodRegistry) => {
  registerResource(registry, pushMessage, { beforeWrite, beforeDelete, transitions: pushTransitions });
  registerActions(registry, pushMessage, {
    async sendTestPushMessage({ current, input }) {
      const ids = input.registrationIds as string[];
      await pushAdapter().push(requestOf(current, { audience: { registration_id: ids }, apnsProduction: false, title: `[测试] ${String(current.title)}`.slice(0, 20) }));
      return {};
    },
    async refreshPushMessageStats({ current }) {
      if (current.status !== "SENT" || !current.providerMsgId) throw precondition(`推送「${String(current.title)}」尚未发出，没有统计`);
      const [report] = await pushAdapter().report([String(current.providerMsgId)]);
      return report ? { receivedCount: report.received, clickCount: report.clicks } : {};
    },
  });
}, { sweepers: [scheduledPushSweeper] });
