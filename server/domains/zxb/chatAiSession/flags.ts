/** 标记关注 / 取消关注 (commerce.md §9.1): the only thing staff set on a session, with who and when. */
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";

export const flagChatAiSession: ActionHandler = ({ call, input }) => ({
  flagged: true, flagNote: String(input.note), flaggedBy: call.user.userName, flaggedAt: call.now(),
});

export const unflagChatAiSession: ActionHandler = ({ call, current }) => {
  if (current.flagged !== true) throw precondition(`AI 会话「${String(current.title)}」未标记关注`);
  return { flagged: false, flagNote: null, flaggedBy: call.user.userName, flaggedAt: call.now() };
};
