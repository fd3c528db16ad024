import { westernArtist } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { westernArtistHooks, westernArtistTransitions } from "./westArtists";

/** 西方艺术家 (content.md §5): its rules and 上架/下架. */
export const rules = defineRules("westernArtist", (registry: MethodRegistry) => {
  registerResource(registry, westernArtist, { ...westernArtistHooks, transitions: westernArtistTransitions });
});
