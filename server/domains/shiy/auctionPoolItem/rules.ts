/**
 * 拍品池 (content.md §8.6): a work enters once (one open item per work), with estimates that make
 * sense; 评估通过 pools the work, 排入场次 makes its lot with the session's next 图录号 (the session
 * locked, so two assignments never share a number), 退回拍品池 takes back a lot that did not sell.
 */
import { auctionPoolItem } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { lockRow } from "../../../resources/rows";
import { defineRules } from "../../rules";
import { approve, assign, returnToPool, withdraw } from "./poolEvents";

const OPEN_STATES = ["candidate", "approved", "assigned"];

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  const low = Number(merged.estimateLow);
  const high = Number(merged.estimateHigh);
  if (!(low < high)) throw invalid("估价下限须低于估价上限");
  if (merged.reservePrice !== null && merged.reservePrice !== undefined && Number(merged.reservePrice) > low) throw invalid("保留价不能高于估价下限");
  if (Number(merged.startingPrice) > high) throw invalid("起拍价不能高于估价上限");
  if (ctx.mode === "update" && ctx.current && ctx.current.poolState !== "candidate" && ctx.current.poolState !== "approved"
    && ["estimateLow", "estimateHigh", "startingPrice", "reservePrice"].some((k) => Object.hasOwn(value, k) && value[k] !== ctx.current![k])) {
    throw precondition("已排场的拍品请在拍品中查看；估价与起拍价只能在排场前修改");
  }
  if (ctx.mode === "create") {
    const workId = Number(value.workId);
    const work = await lockRow(ctx.tx, "programmeWork", workId);
    if (work.reviewState !== "approved") throw precondition(`作品「${String(work.title)}」尚未审核通过，不能加入拍品池`);
    if (work.hdImageId === null || work.hdImageId === undefined) throw precondition(`作品「${String(work.title)}」还没有高清图，不能加入拍品池`);
    const open = await byCatalogue(ctx.tx).selectFrom(auctionPoolItem.table).select("Id").where("workId", "=", workId).where("poolState", "in", OPEN_STATES).executeTakeFirst();
    if (open) throw precondition(`作品「${String(work.title)}」已在拍品池中`);
    value.title = work.title;
    value.artistId = work.artistId;
    value.proposedBy = ctx.call.user.userName;
  }
  return value;
}

export const rules = defineRules("auctionPoolItem", (registry: MethodRegistry) => {
  registerResource(registry, auctionPoolItem, { beforeWrite, transitions: { approve, withdraw, assign, returnToPool } });
});
