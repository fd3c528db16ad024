import { bookkeepingPeriod } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { closePeriod, reopenPeriod } from "./periods";

/** 月结 by accounting month (commerce.md §2.5): a period is closed and reopened only by its transitions. */
export const rules = defineRules("bookkeepingPeriod", (registry: MethodRegistry) => {
  registerResource(registry, bookkeepingPeriod, { transitions: { close: closePeriod, reopen: reopenPeriod } });
});
