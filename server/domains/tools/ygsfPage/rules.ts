import { ygsfPage } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerViewAction } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { addQueries, ygsfPageHooks, ygsfPageTransitions } from "./pageRules";

/** YGSF 分页: its queries, their fetch states and 批量添加查询. */
export const rules = defineRules("ygsfPage", (registry: MethodRegistry) => {
  registerResource(registry, ygsfPage, { ...ygsfPageHooks, transitions: ygsfPageTransitions });
  registerViewAction(registry, ygsfPage, "addYgsfQueries", addQueries);
});
