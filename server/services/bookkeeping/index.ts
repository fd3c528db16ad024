import { bookkeepingEntry, bookkeepingPeriod } from "../../../src/catalogue/registry";
import { read, write } from "../../platform/rpc/call";
import { method, type MethodRegistry } from "../../platform/rpc/registry";
import { registerResource } from "../../resources/methods";
import { selectionPayload } from "../../resources/payload";
import { entryHooks } from "./entries";
import { closePeriod, reopenPeriod } from "../../commerce/periods";
import { REVERSE_ACTION, reverseCall } from "./reverse";
import { sumEntries, sumPayload } from "./sums";

/** /order/bookkeeping: entries (manual ones by hand, automatic ones read-only), 红冲, totals, and 月结 by period. */
export function registerBookkeeping(registry: MethodRegistry): void {
  registerResource(registry, bookkeepingEntry, entryHooks);
  registry.add(method({ service: bookkeepingEntry.service, method: REVERSE_ACTION.name, access: write(bookkeepingEntry.access), input: selectionPayload, handler: reverseCall }));
  const summary = bookkeepingEntry.screen.summary;
  registry.add(method({ service: bookkeepingEntry.service, method: summary.method, access: read(bookkeepingEntry.access), input: sumPayload, handler: sumEntries }));
  registerResource(registry, bookkeepingPeriod, { transitions: { close: closePeriod, reopen: reopenPeriod } });
}
