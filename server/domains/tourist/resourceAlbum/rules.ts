import { resourceAlbum } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { moderation } from "../lineDrawing/moderation";

/** Visitors' 画单 (commerce.md §5.4): hidden and restored with a reason, picked as featured. */
export const rules = defineRules("resourceAlbum", (registry: MethodRegistry) => {
  registerResource(registry, resourceAlbum, { transitions: moderation });
  registerActions(registry, resourceAlbum, { setAlbumFeatured: ({ input }) => ({ featured: input.featured === true }) });
});
