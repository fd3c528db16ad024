import { budartArtist } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { budartArtistHooks, budartArtistTransitions } from "./artistReview";

/** 西方艺术家数据: matching with and importing into the artists of /west. */
export const rules = defineRules("budartArtist", (registry: MethodRegistry) => {
  registerResource(registry, budartArtist, { ...budartArtistHooks, transitions: budartArtistTransitions });
});
