import { hdImportTask } from "../../../../src/catalogue/registry";
import { runHdImport } from "./importJob";
import { importTaskHooks, importTaskTransitions } from "./importTasks";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 导入任务: its machine, and the `import` job that reads the task's folder into HD images. */
export const rules = defineRules("hdImportTask", (registry: MethodRegistry) => {
  registerResource(registry, hdImportTask, { ...importTaskHooks, transitions: importTaskTransitions });
}, { importer: runHdImport });
