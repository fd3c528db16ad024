/**
 * 课程问答 moderation (commerce.md §1.7). A question hidden remembers the state it was hidden from
 * and 恢复 goes back to it; only answered questions are featured.
 */
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { precondition } from "../../../platform/wire/errors";

export const courseQuestionHooks: ResourceHooks = {
  beforeWrite({ value, current }) {
    if (value.featured === true && current?.featured !== true && current?.status !== "ANSWERED") {
      return Promise.reject(precondition("只有已回答的问题可以设为精选"));
    }
    return Promise.resolve(value);
  },
};

export const questionTransitions: TransitionHooks = {
  answerQuestion: ({ call, input }) => ({ answer: String(input.answer), answeredBy: call.user.userName, answeredAt: call.now() }),
  hideQuestion: ({ current, input }) => ({ hiddenFrom: current.status, hideReason: String(input.reason), featured: false }),
  restoreQuestion: ({ current }) => {
    const back = current.hiddenFrom === "ANSWERED" || ((current.hiddenFrom === null || current.hiddenFrom === undefined) && Boolean(current.answer)) ? "ANSWERED" : "PENDING";
    return { status: back, hiddenFrom: null, hideReason: null };
  },
};

export const editAnswer: ActionHandler = ({ call, current, input }) => {
  if (current.status !== "ANSWERED") throw precondition("只有已回答的问题可以修改回答");
  return { answer: String(input.answer), answeredBy: call.user.userName, answeredAt: call.now() };
};
