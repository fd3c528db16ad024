/**
 * 驻留申请 rules (content.md §8.1): the server's code (AP-year-serial), the submission time, a portfolio
 * of 3–20 files, decided applications kept as they were decided; each transition's side effects
 * (初审通过 the interview draft, every decision the applicant's notice).
 */
import { shanghaiDate } from "../../../../src/catalogue";
import { programmeApplication } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { nextCode } from "../../hd/hdImage/codes";
import { writeNotice } from "../applicationNotice/notices";
import { admit } from "./admit";
import { passScreening } from "./interviewDraft";

export const nextApplicationCode = (tx: Tx, at: number) => nextCode(tx, programmeApplication.table, "code", `AP-${shanghaiDate(at).slice(0, 4)}-`, 4);

/** A portfolio: 3–20 entries, each with the uploaded file's key. */
export function checkPortfolio(value: unknown): number {
  if (!Array.isArray(value)) throw invalid("作品集必须是作品列表");
  if (value.length < 3 || value.length > 20) throw invalid(`作品集需要 3–20 件作品，现有 ${value.length} 件`);
  for (const [i, item] of value.entries()) {
    const url = (item as { url?: unknown } | null)?.url;
    if (typeof url !== "string" || url === "") throw invalid(`作品集第 ${i + 1} 件缺少文件`);
  }
  return value.length;
}

const DECIDED = new Set(["approved", "withdrawn"]);

export const applicationHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const out = { ...value };
    if (current && DECIDED.has(String(current.status)) && mode === "update" && !Object.hasOwn(out, "status")) {
      throw precondition(`申请「${String(current.applicantName)}」已${current.status === "approved" ? "录取" : "撤回"}，不能再修改`);
    }
    if (out.portfolio !== undefined) out.portfolioCount = checkPortfolio(out.portfolio);
    if (mode === "create") {
      out.code = await nextApplicationCode(tx, call.now());
      out.submittedAt = call.now();
    }
    return out;
  },
};

export const applicationTransitions: TransitionHooks = {
  screen: ({ call }) => ({ reviewerId: call.user.Id }),
  pass: passScreening,
  waitlist: async ({ call, tx, current }) => {
    await writeNotice(tx, current, "waitlist", call.now());
  },
  approve: admit,
  reject: async ({ call, tx, current, input }) => {
    await writeNotice(tx, current, "reject", call.now(), { reason: input.reason });
    return { rejectReason: input.reason, decidedAt: call.now() };
  },
  reopen: ({ call }) => ({ rejectReason: null, decidedAt: null, reviewerId: call.user.Id }),
};
