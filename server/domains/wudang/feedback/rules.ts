/**
 * 用户反馈 (commerce.md §6.1): 认领 names the handler; 回复并解决 stores the reply the app shows the
 * visitor, who answered and when; 关闭 needs a reason; 重新打开 when the visitor writes again. Staff
 * edit only the internal note (everything else is what the visitor sent, or the machine's).
 */
import { feedback } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerResource } from "../../../resources/methods";
import type { TransitionHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";

const transitions: TransitionHooks = {
  claimFeedback: ({ call }) => ({ handler: call.user.userName }),
  replyFeedback: ({ call, input }) => {
    const reply = String(input.reply).trim();
    if (reply === "") throw invalid("请填写回复内容");
    return { reply, handler: call.user.userName, repliedAt: call.now() };
  },
  closeFeedback: ({ call, current, input }) => ({ closeReason: input.reason, handler: current.handler ?? call.user.userName }),
  reopenFeedback: ({ call }) => ({ handler: call.user.userName }),
};

export const rules = defineRules("feedback", (registry: MethodRegistry) => {
  registerResource(registry, feedback, { transitions });
});
