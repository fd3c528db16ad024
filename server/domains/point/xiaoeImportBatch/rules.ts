/** 小鹅通 import batches (commerce.md §3.5): list and get only — made by 导入兑换码 (../xiaoeCode/rules.ts) and filled by their `import` job. */
import { xiaoeImportBatch } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { runXiaoeImport } from "./importJob";

export const rules = defineRules("xiaoeImportBatch", (registry: MethodRegistry) => {
  registerResource(registry, xiaoeImportBatch);
}, { importer: runXiaoeImport });
