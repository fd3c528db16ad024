import { bookkeepingEntry } from "../../../../src/catalogue/registry";
import { read, write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { selectionPayload } from "../../../resources/payload";
import { defineRules } from "../../rules";
import { entryHooks } from "./entryHooks";
import { REVERSE_ACTION, reverseCall } from "./reverse";
import { sumEntries, sumPayload } from "./sums";

/** /order/bookkeeping: entries (manual ones by hand, automatic ones read-only), 红冲 and the totals banner; 月结 is the periods' (../bookkeepingPeriod). */
export const rules = defineRules("bookkeepingEntry", (registry: MethodRegistry) => {
  registerResource(registry, bookkeepingEntry, entryHooks);
  registry.add(method({ service: bookkeepingEntry.service, method: REVERSE_ACTION.name, access: write(bookkeepingEntry.access), input: selectionPayload, handler: reverseCall }));
  const summary = bookkeepingEntry.screen.summary;
  registry.add(method({ service: bookkeepingEntry.service, method: summary.method, access: read(bookkeepingEntry.access), input: sumPayload, handler: sumEntries }));
});
