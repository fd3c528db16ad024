import { hdAlbum } from "../../../../src/catalogue/registry";
import { albumActions, albumHooks, albumTransitions, registerAlbumLayout } from "./albums";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { onlyActions } from "../hdImage/rules";

/** 高清图集: its machine, row actions and layout. */
export const rules = defineRules("hdAlbum", (registry: MethodRegistry) => {
  registerResource(registry, hdAlbum, { ...albumHooks, transitions: albumTransitions });
  registerActions(registry, onlyActions(hdAlbum, albumActions), albumActions, machineHooks(hdAlbum, albumHooks));
  registerAlbumLayout(registry);
});
