import { consoleUser } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { userActions, userHooks } from "./hooks";
import { registerSignIn } from "./signIn";

/** Console users (sys.SysAdmin): signing in and one's own password, and the management of users, roles and rights. */
export const rules = defineRules("consoleUser", (registry: MethodRegistry) => {
  registerSignIn(registry);
  // Also enableUser / disableUser, from the catalogue's states.
  registerResource(registry, consoleUser, userHooks);
  // setUserState (the palette's 设置状态) keeps the machine's rules; setting the state a user already has changes nothing but utime.
  registerActions(registry, consoleUser, userActions, machineHooks(consoleUser, userHooks));
});
