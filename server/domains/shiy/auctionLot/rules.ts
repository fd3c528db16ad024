/**
 * 拍品 (content.md §8.7): 开始竞拍, 落槌 and 撤拍 (lotEvents.ts), 登记出价 (bid.ts), 标记违约 (default.ts).
 */
import { auctionLot } from "../../../../src/catalogue/registry";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { write } from "../../../platform/rpc/call";
import { selectionPayload } from "../../../resources/payload";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { BID, placeBid } from "./bid";
import { markDefault } from "./default";
import { hammerLot, openLot, withdrawLot } from "./lotEvents";

export const rules = defineRules("auctionLot", (registry: MethodRegistry) => {
  registerResource(registry, auctionLot, { transitions: { open: openLot, hammer: hammerLot, withdraw: withdrawLot, markDefault } });
  registry.add(method({ service: auctionLot.service, method: BID.name, access: write(auctionLot.access), input: selectionPayload, handler: placeBid }));
});
