/** 拍卖专场 (content.md §8.7): its session, when named, is one of its own auction's. */
import { auctionSpecialSale } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { lockRow } from "../../../resources/rows";
import { defineRules } from "../../rules";

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  if (merged.sessionId !== null && merged.sessionId !== undefined) {
    const session = await lockRow(ctx.tx, "auctionSession", Number(merged.sessionId));
    if (Number(session.auctionId) !== Number(merged.auctionId)) throw invalid(`场次「${String(session.name)}」不属于这场拍卖会`);
  }
  if (ctx.mode === "create") Object.assign(value, { lotCount: 0, soldCount: 0, turnover: 0 });
  return value;
}

export const rules = defineRules("auctionSpecialSale", (registry: MethodRegistry) => {
  registerResource(registry, auctionSpecialSale, { beforeWrite });
});
