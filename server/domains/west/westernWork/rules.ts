import { westernWork } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { westernWorkHooks, westernWorkTransitions } from "../westernArtist/westArtists";

/** 西方作品 (content.md §5): its rules and 上架/下架. */
export const rules = defineRules("westernWork", (registry: MethodRegistry) => {
  registerResource(registry, westernWork, { ...westernWorkHooks, transitions: westernWorkTransitions });
});
