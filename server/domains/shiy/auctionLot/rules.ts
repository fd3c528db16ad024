/**
 * 拍品 (content.md §8.7): 开始竞拍, 落槌 and 撤拍 (lotEvents.ts), 登记出价 (bid.ts), 标记违约 (default.ts),
 * 上移 / 下移 (lotOrder.ts); the reserve price reaches writers only (the catalogue's writersOnly).
 */
import { actionOf } from "../../../../src/catalogue";
import { auctionLot } from "../../../../src/catalogue/registry";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { write } from "../../../platform/rpc/call";
import { runAction } from "../../../resources/actions";
import { selectionPayload } from "../../../resources/payload";
import { registerResource } from "../../../resources/methods";
import { withWritersOnly } from "../../../resources/writersOnly";
import { defineRules } from "../../rules";
import { BID, placeBid } from "./bid";
import { markDefault } from "./default";
import { hammerLot, openLot, withdrawLot } from "./lotEvents";
import { moveLot } from "./lotOrder";

export const rules = defineRules("auctionLot", (registry: MethodRegistry) => {
  registerResource(registry, auctionLot, { transitions: { open: openLot, hammer: hammerLot, withdraw: withdrawLot, markDefault } });
  registry.add(method({ service: auctionLot.service, method: BID.name, access: write(auctionLot.access), input: selectionPayload, handler: placeBid }));
  const hooks = withWritersOnly(auctionLot, {});
  for (const [name, direction] of [["moveUpAuctionLot", "up"], ["moveDownAuctionLot", "down"]] as const) {
    const action = actionOf(auctionLot, name);
    if (!action) throw new Error(`auctionLot: action ${name} is missing from the catalogue`);
    registry.add(method({ service: auctionLot.service, method: name, access: write(auctionLot.access), input: selectionPayload, handler: (call, input) => runAction(call, auctionLot, action, moveLot(direction), input, hooks) }));
  }
});
