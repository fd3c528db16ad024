/** 申请通知: list and get only; notices are written by the decisions on an application (notices.ts) and never edited. */
import { applicationNotice } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("applicationNotice", (registry: MethodRegistry) => {
  registerResource(registry, applicationNotice);
});
