/** 改派 (content.md §11.2, W(suha)): an open task to another annotator who may draw; its slices go with the task. */
import { precondition, invalid } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { OPEN_STATES } from "./counts";
import { checkPerson } from "./people";

export const reassign: ActionHandler = async ({ tx, current, input }) => {
  if (!OPEN_STATES.includes(String(current.state))) throw precondition(`任务「${String(current.code)}」已提交或结束，不能改派`);
  if (Number(input.annotatorId) === Number(current.annotatorId)) throw invalid("新标注员与当前标注员相同");
  const person = await checkPerson(tx, input.annotatorId, "hdpic", "标注员");
  return { annotatorId: person.Id };
};
