/** A team buy's teams (commerce.md §4.2): their transitions, and a forming team's failure at its deadline. */
import { teamBuyTeam } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { teamTransitions } from "../teamBuyActivity/teams";
import { teamExpirySweeper } from "./expirySweeper";

export const rules = defineRules("teamBuyTeam", (registry: MethodRegistry) => {
  registerResource(registry, teamBuyTeam, { transitions: teamTransitions });
}, { sweepers: [teamExpirySweeper] });
