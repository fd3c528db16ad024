import { hotArtist } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { hotArtistHooks, moveHotArtist } from "./hotArtists";

/** 热门书画家: its rules and the move within its section's list. */
export const rules = defineRules("hotArtist", (registry: MethodRegistry) => {
  registerResource(registry, hotArtist, hotArtistHooks);
  registerActions(registry, hotArtist, { moveHotArtist }, hotArtistHooks);
});
