import { levelAtLeast } from "../../../../src/catalogue";
import { dataChange, RESOURCES } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** Change records are shown only for resources the caller may read. */
function readableResources(call: AuthedCall): string[] {
  return RESOURCES.filter((r) => levelAtLeast(call.user.rights[r.access], "READ")).map((r) => r.name);
}

/** 变更记录: a ledger, listed only for the resources the caller may read. */
export const rules = defineRules("dataChange", (registry: MethodRegistry) => {
  registerResource(registry, dataChange, {
    listScope: (call) => [(eb) => eb("resource", "in", readableResources(call))],
  });
});
