import { ancientArtist } from "../../../../src/catalogue/registry";
import { write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { selectionPayload } from "../../../resources/payload";
import { defineRules } from "../../rules";
import { mergeArtists } from "./artistMerge";
import { artistHooks, artistTransitions } from "./artistRules";

/** 古代书画家 (content.md §3): its rules, publish machine and 合并. */
export const rules = defineRules("ancientArtist", (registry: MethodRegistry) => {
  registerResource(registry, ancientArtist, { ...artistHooks, transitions: artistTransitions });
  registry.add(method({
    service: ancientArtist.service, method: "mergeAncientArtist", input: selectionPayload, access: write(ancientArtist.access),
    handler: (call, input) => mergeArtists(call, input),
  }));
});
