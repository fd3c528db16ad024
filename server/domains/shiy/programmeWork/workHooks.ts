/**
 * 驻留作品 rules (content.md §8.3): the server's code (SW- and six digits), the fixed set of 授权范围,
 * a year not in the future, no new work for an artist who left, the artist's count of works; 上架 only
 * once the review approved it; the review itself (通过 / 驳回 with a reason / 重新提交) refuses from a
 * state it may not leave. saleState is the pool's and the auctions' (§8.6–8.7) and starts 未上拍.
 */
import { shanghaiDate } from "../../../../src/catalogue";
import { programmeArtist, programmeWork } from "../../../../src/catalogue/registry";
import { AUTHORIZATIONS } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ActionContext, ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks, refuseOnlineDelete } from "../../../resources/publish";
import { nextCode } from "../../hd/hdImage/codes";
import type { Tx } from "../../../platform/db/types";
import { refreshWorkCount } from "./workCount";

export const nextWorkCode = (tx: Tx) => nextCode(tx, programmeWork.table, "code", "SW-", 6);

function checkAuthorization(value: unknown): void {
  if (!Array.isArray(value)) return;
  const unknown = value.filter((v) => !(AUTHORIZATIONS as readonly string[]).includes(String(v)));
  if (unknown.length > 0) throw invalid(`授权范围只能从 ${AUTHORIZATIONS.join("、")} 中选，「${unknown.join("、")}」不在其中`);
}

export const workHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const out = { ...value };
    checkAuthorization(out.authorization);
    const year = Number(shanghaiDate(call.now()).slice(0, 4));
    if (typeof out.year === "number" && out.year > year) throw invalid(`创作年份不能晚于 ${year} 年`);
    if (mode === "create" || (current && Object.hasOwn(out, "artistId") && out.artistId !== current.artistId)) {
      const artist = await tx.selectFrom(programmeArtist.table).select(["name", "status"]).where("Id", "=", Number(out.artistId)).executeTakeFirst();
      if (artist?.status === "terminated") throw precondition(`艺术家「${String(artist.name)}」已解约，不能再添加作品`);
    }
    if (mode === "create") {
      out.code = await nextWorkCode(tx);
      out.reviewState ??= "pending";
      out.saleState ??= "none";
    }
    return out;
  },
  async afterWrite({ tx, current, record }) {
    await refreshWorkCount(tx, record.artistId);
    if (current && current.artistId !== record.artistId) await refreshWorkCount(tx, current.artistId);
  },
  beforeDelete: refuseOnlineDelete(programmeWork, "作品"),
  async afterDelete({ tx, current }) {
    await refreshWorkCount(tx, current.artistId);
  },
};

/** §0.4 上架 of a work: approved by the review first. */
export const workTransitions = publishHooks(({ current }) => {
  if (current.reviewState !== "approved") throw precondition(`作品「${String(current.title)}」尚未审核通过，不能上架`);
});

const REVIEW_LABEL: Readonly<Record<string, string>> = { pending: "待审核", approved: "已通过", rejected: "已驳回" };

/** A review step allowed only from `from`: the refusal names the work and its state. */
function reviewStep(from: string, label: string, patch: (ctx: ActionContext) => Record<string, unknown>): ActionHandler {
  return (ctx) => {
    const state = String(ctx.current.reviewState);
    if (state !== from) throw precondition(`作品「${String(ctx.current.title)}」当前审核状态为「${REVIEW_LABEL[state] ?? state}」，不能执行「${label}」`);
    return patch(ctx);
  };
}

export const reviewActions: Readonly<Record<string, ActionHandler>> = {
  approveProgrammeWork: reviewStep("pending", "审核通过", ({ call }) => ({ reviewState: "approved", rejectReason: null, reviewedBy: call.user.userName, reviewedAt: call.now() })),
  rejectProgrammeWork: reviewStep("pending", "驳回", ({ call, input }) => ({ reviewState: "rejected", rejectReason: input.reason, reviewedBy: call.user.userName, reviewedAt: call.now() })),
  resubmitProgrammeWork: reviewStep("rejected", "重新提交", () => ({ reviewState: "pending", reviewedBy: null, reviewedAt: null })),
};
