/**
 * 驻留艺术家 rules (content.md §8.2): the code (given or made from the name), 创作门类 from the fixed set,
 * contract dates in order, deletes refused while anything reads the artist, and the `shiyArtist`
 * dictionary regenerated with every change; the transitions' side effects (签约完成 needs the contract,
 * 解约 a reason and takes the works offline, 续约 a new end date).
 */
import { shanghaiDate } from "../../../../src/catalogue";
import { programmeWork } from "../../../../src/catalogue/registry";
import { DISCIPLINES } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { takeArtistWorksOffline } from "../programmeWork/works";
import { codeForNewArtist } from "./artistCode";
import { regenerateArtistDict } from "./artistDict";

const DISCIPLINE_VALUES: readonly string[] = DISCIPLINES.map((d) => d.value);

function checkDisciplines(value: unknown): void {
  if (!Array.isArray(value)) return;
  if (value.length === 0) throw invalid("创作门类至少选一个");
  const unknown = value.filter((v) => !DISCIPLINE_VALUES.includes(String(v)));
  if (unknown.length > 0) throw invalid(`创作门类只能从 ${DISCIPLINES.map((d) => `${d.value}（${d.label}）`).join("、")} 中选，「${unknown.join("、")}」不在其中`);
}

function checkContractDates(start: unknown, end: unknown): void {
  if (typeof start === "string" && typeof end === "string" && end < start) throw invalid("合约结束日期不能早于合约开始日期");
}

/** Tables that read an artist by its code (the dictionary value) or its Id: a delete would leave them dangling. */
async function referencesOf(tx: Parameters<NonNullable<ResourceHooks["beforeDelete"]>>[0]["tx"], id: number, code: string): Promise<string[]> {
  const found: string[] = [];
  const works = await tx.selectFrom(programmeWork.table).select("Id").where("artistId", "=", id).limit(1).executeTakeFirst();
  if (works) found.push("作品");
  const courses = await tx.selectFrom("shiy_course").select("Id").where("artistId", "=", code).limit(1).executeTakeFirst();
  if (courses) found.push("书院课程");
  const ledger = await tx.selectFrom("artist_ledger_entry").select("Id").where("artistId", "=", code).limit(1).executeTakeFirst();
  if (ledger) found.push("台账");
  return found;
}

export const artistHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const out = { ...value };
    checkDisciplines(out.disciplines);
    checkContractDates(out.contractStartDate ?? current?.contractStartDate, out.contractEndDate ?? current?.contractEndDate);
    if (mode === "create") {
      out.code = await codeForNewArtist(tx, out.code, String(out.name ?? ""));
      out.workCount = 0;
      out.soldCount = 0;
    }
    return out;
  },
  async afterWrite({ call, tx }) {
    await regenerateArtistDict(tx, call.now());
  },
  async beforeDelete({ tx, current }) {
    const found = await referencesOf(tx, Number(current.Id), String(current.code));
    if (found.length > 0) throw precondition(`艺术家「${String(current.name)}」已有${found.join("、")}，不能删除；不再合作请用「解约」`);
  },
  async afterDelete({ call, tx }) {
    await regenerateArtistDict(tx, call.now());
  },
};

const CONTRACT_PARTS: readonly (readonly [string, string])[] = [["contractFile", "合约文件"], ["contractStartDate", "合约开始日期"], ["contractEndDate", "合约结束日期"]];

export const artistTransitions: TransitionHooks = {
  sign({ current }) {
    const missing = CONTRACT_PARTS.filter(([key]) => current[key] === null || current[key] === undefined || current[key] === "").map(([, label]) => label);
    if (missing.length > 0) throw precondition(`艺术家「${String(current.name)}」还缺少${missing.join("、")}，请先在编辑中补齐再签约完成`);
  },
  async terminate({ call, tx, current, input }) {
    await takeArtistWorksOffline(tx, call, Number(current.Id));
    return { terminateReason: input.reason };
  },
  renew({ call, current, input }) {
    const end = String(input.contractEndDate);
    const today = shanghaiDate(call.now());
    if (end <= today) throw invalid("新的合约结束日期必须晚于今天");
    if (typeof current.contractStartDate === "string" && end < current.contractStartDate) throw invalid("新的合约结束日期不能早于合约开始日期");
    return { contractEndDate: end, terminateReason: null };
  },
};
