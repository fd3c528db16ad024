/** 出价记录: list and get only; bids are written by 登记出价 (auctionLot/bid.ts). */
import { auctionBid } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("auctionBid", (registry: MethodRegistry) => {
  registerResource(registry, auctionBid);
});
