import { loginDevice } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** A visitor's login devices (commerce.md §5.1 登录设备): read only, written by the apps' login. */
export const rules = defineRules("loginDevice", (registry: MethodRegistry) => {
  registerResource(registry, loginDevice);
});
