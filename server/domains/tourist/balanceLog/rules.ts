import { balanceLog } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** The visitors' balance ledger (commerce.md §5.1): read only; rows are written by the balance moves. */
export const rules = defineRules("balanceLog", (registry: MethodRegistry) => {
  registerResource(registry, balanceLog);
});
