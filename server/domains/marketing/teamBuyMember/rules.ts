/** A team's members (commerce.md §4.2): list and get only — written by orders and the team's moves (../teamBuyActivity/teams.ts). */
import { teamBuyMember } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("teamBuyMember", (registry: MethodRegistry) => {
  registerResource(registry, teamBuyMember);
});
