/** 点播回调事件: list and get only — its rows are written by the verified callback (../vodVideo/callback/). */
import { vodEvent } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("vodEvent", (registry: MethodRegistry) => {
  registerResource(registry, vodEvent);
});
