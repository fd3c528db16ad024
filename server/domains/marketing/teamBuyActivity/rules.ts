/** 拼团活动 (commerce.md §4.2): the activity's checks and machine, and its phase by the clock. */
import { teamBuyActivity } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { phaseSweeper } from "../flashSale/phaseSweeper";
import { registerCopyActivity } from "../flashSale/copyActivity";
import { teamBuyActivityHooks, teamBuyActivityTransitions } from "./teams";

export const rules = defineRules("teamBuyActivity", (registry: MethodRegistry) => {
  registerResource(registry, teamBuyActivity, { ...teamBuyActivityHooks, transitions: teamBuyActivityTransitions });
  registerCopyActivity(registry, teamBuyActivity, "copyTeamBuyActivity");
}, { sweepers: [phaseSweeper(teamBuyActivity)] });
