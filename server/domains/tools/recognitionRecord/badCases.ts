/**
 * Staff feedback on recognition records (content.md §12.7): the record itself is what the service
 * answered and never changes; 标记误识 names the item it should have found (an existing, readable
 * record of the library the type names), 取消误识 takes that back, 加入评测集 keeps it for model tests.
 */
import { resourceByName } from "../../../../src/catalogue/registry";
import { MATCH_RESOURCES } from "../../../../src/catalogue/resources/tools/recognitionEnums";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { findRecord } from "../../../resources/queries";

const matchLabel = (code: string): string => ({ suha: "书画作品", sufa: "书法作品", wenwu: "文物", westart: "西方作品", shiyWork: "驻留作品" } as Record<string, string>)[code] ?? code;

export const markRecognitionBadCase: ActionHandler = async ({ call, tx, current, input }) => {
  const type = String(input.correctType);
  const id = Number(input.correctId);
  const target = resourceByName(MATCH_RESOURCES[type as keyof typeof MATCH_RESOURCES] ?? "");
  if (!target) throw invalid("正确类型不正确");
  const found = await findRecord(tx, target, id);
  if (!found) throw invalid(`正确结果不存在：没有 Id 为 ${id} 的${matchLabel(type)}`);
  if (current.topMatchType === type && Number(current.topMatchId) === id) throw invalid("正确结果与命中条目相同，不是误识");
  return {
    badCase: true, correctType: type, correctId: id, badCaseNote: typeof input.note === "string" && input.note !== "" ? input.note : null,
    markedBy: call.user.userName, markedAt: call.now(),
  };
};

export const clearRecognitionBadCase: ActionHandler = ({ call, current }) => {
  if (current.badCase !== true) throw precondition(`识图记录「${String(current.code)}」未标记误识`);
  return { badCase: false, correctType: null, correctId: null, badCaseNote: null, markedBy: call.user.userName, markedAt: call.now() };
};

export const addRecognitionToEvalSet: ActionHandler = ({ call, current }) => {
  if (current.inEvalSet === true) throw precondition(`识图记录「${String(current.code)}」已在评测集中`);
  return { inEvalSet: true, evalAddedAt: call.now() };
};
