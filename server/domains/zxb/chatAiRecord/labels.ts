/** 质检标注 (commerce.md §9.2): the only field staff set on a record, with labeler, time and note. */
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";

export const labelChatAiRecord: ActionHandler = ({ call, input }) => ({
  qualityLabel: String(input.qualityLabel), qualityNote: typeof input.note === "string" && input.note !== "" ? input.note : null,
  labeledBy: call.user.userName, labeledAt: call.now(),
});

export const unlabelChatAiRecord: ActionHandler = ({ call, current }) => {
  if (current.qualityLabel === "UNLABELED") throw precondition(`问答记录（Id ${String(current.Id)}）尚未标注`);
  return { qualityLabel: "UNLABELED", qualityNote: null, labeledBy: call.user.userName, labeledAt: call.now() };
};
