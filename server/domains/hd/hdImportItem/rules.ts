import { hdImportItem } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 导入明细: the generic methods. */
export const rules = defineRules("hdImportItem", (registry: MethodRegistry) => {
  registerResource(registry, hdImportItem);
});
