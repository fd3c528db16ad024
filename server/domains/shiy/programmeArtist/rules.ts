import { programmeArtist } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { artistHooks, artistTransitions } from "./artistHooks";

/** 驻留艺术家 (content.md §8.2): its rules, its transitions and the `shiyArtist` dictionary it generates. */
export const rules = defineRules("programmeArtist", (registry: MethodRegistry) => {
  registerResource(registry, programmeArtist, { ...artistHooks, transitions: artistTransitions });
});
