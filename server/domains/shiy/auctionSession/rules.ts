/**
 * 场次 (content.md §8.7): a session's number and its range of 图录号 are its own within the auction
 * (no two sessions share a number or overlap), and sessions change only before bidding starts.
 * 添加拍品: addLots.ts.
 */
import { auctionSession } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { lockRow } from "../../../resources/rows";
import { defineRules } from "../../rules";
import { actionOf } from "../../../../src/catalogue";
import { method } from "../../../platform/rpc/registry";
import { write } from "../../../platform/rpc/call";
import { runAction } from "../../../resources/actions";
import { selectionPayload } from "../../../resources/payload";
import { addLots } from "./addLots";

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  const from = Number(merged.lotNoFrom);
  const to = Number(merged.lotNoTo);
  if (!(from <= to)) throw invalid("图录号止不能小于图录号起");
  const auctionId = Number(merged.auctionId);
  // Locked: two sessions added at once are checked one after the other.
  const auction = await lockRow(ctx.tx, "auction", auctionId);
  if (auction.status !== "draft" && auction.status !== "published") throw precondition(`拍卖会「${String(auction.name)}」已开拍或结束，场次不能再修改`);
  const others = (await byCatalogue(ctx.tx).selectFrom(auctionSession.table).select(["Id", "sessionNo", "name", "lotNoFrom", "lotNoTo"]).where("auctionId", "=", auctionId).execute())
    .filter((s) => Number(s.Id) !== Number(ctx.current?.Id ?? 0));
  const same = others.find((s) => Number(s.sessionNo) === Number(merged.sessionNo));
  if (same) throw invalid(`场次号 ${String(merged.sessionNo)} 已被「${String(same.name)}」使用`);
  const overlap = others.find((s) => from <= Number(s.lotNoTo) && Number(s.lotNoFrom) <= to);
  if (overlap) throw invalid(`图录号 ${from}–${to} 与「${String(overlap.name)}」的 ${String(overlap.lotNoFrom)}–${String(overlap.lotNoTo)} 重叠`);
  if (ctx.mode === "create") Object.assign(value, { status: "scheduled", lotCount: 0, soldCount: 0, turnover: 0 });
  return value;
}

export const rules = defineRules("auctionSession", (registry: MethodRegistry) => {
  registerResource(registry, auctionSession, { beforeWrite });
  const add = actionOf(auctionSession, "addAuctionSessionLots");
  if (!add) throw new Error("auctionSession: action addAuctionSessionLots is missing from the catalogue");
  registry.add(method({ service: auctionSession.service, method: add.name, access: write(auctionSession.access), input: selectionPayload, handler: (call, input) => runAction(call, auctionSession, add, addLots, input) }));
});
