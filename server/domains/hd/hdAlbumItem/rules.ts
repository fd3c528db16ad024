import { hdAlbumItem } from "../../../../src/catalogue/registry";
import { albumItemHooks } from "./albumItems";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 图集条目: an album's images, each once. */
export const rules = defineRules("hdAlbumItem", (registry: MethodRegistry) => {
  registerResource(registry, hdAlbumItem, albumItemHooks);
});
