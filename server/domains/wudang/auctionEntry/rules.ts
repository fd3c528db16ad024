/** 拍卖展示位 (commerce.md §6.8): only a published auction, its dates and phase copied; placement checks and state. */
import { auctionEntry } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { checkPlacement, placementPatch, placementSweeper } from "../../../resources/slotPlacement";
import { defineRules } from "../../rules";
import { copiedFrom, displayableAuction } from "./auctionLink";
import { auctionEntrySweeper } from "./phaseSweeper";

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  checkPlacement(merged);
  if (ctx.mode === "create" || Object.hasOwn(value, "auctionId")) Object.assign(value, copiedFrom(await displayableAuction(ctx.tx, Number(merged.auctionId))));
  return { ...value, ...placementPatch({ ...merged, ...value }, ctx.call.now()) };
}

export const rules = defineRules("auctionEntry", (registry: MethodRegistry) => {
  registerResource(registry, auctionEntry, { beforeWrite });
}, { sweepers: [placementSweeper(auctionEntry), auctionEntrySweeper] });
