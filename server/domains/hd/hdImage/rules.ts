import { hdImage } from "../../../../src/catalogue/registry";
import { registerDownloads } from "./downloads";
import { imageActions, imageHooks, imageTransitions } from "./images";
import { registerSubjectImages } from "./subjectImages";
import { subjectTitleRedaction } from "./subjectTitleRedaction";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { TILE_ACTION_HANDLERS, TILE_ACTION_NAMES, withActions } from "./tiles/actions";
import { runTile } from "./tiles/tileJob";

/**
 * The resource with only the row actions these handlers run: downloads have methods of their own
 * (they answer a signed URL), and the tiling actions are registered apart with their own handlers.
 */
export const onlyActions = <R extends { actions?: readonly { name: string }[] }>(r: R, handlers: object): R =>
  ({ ...r, actions: (r.actions ?? []).filter((a) => Object.hasOwn(handlers, a.name)) });

/**
 * 高清图 (content.md §1): images, their subjects' image lists, the downloads (also the import task's
 * error list and template), and the tile pyramids (§1.1, §17.1): 生成切片, 重新切片, 清除切片 and the
 * "tile" job that writes them; the signed tile route is tiles/routes.ts, mounted by server/app.ts.
 */
export const rules = defineRules("hdImage", (registry: MethodRegistry) => {
  registerResource(registry, hdImage, { ...imageHooks, transitions: imageTransitions });
  registerActions(registry, onlyActions(hdImage, imageActions), imageActions, machineHooks(hdImage, imageHooks));
  registerSubjectImages(registry);
  registerDownloads(registry);
  registerActions(registry, withActions(hdImage, TILE_ACTION_NAMES), TILE_ACTION_HANDLERS, machineHooks(hdImage, { redact: subjectTitleRedaction }));
}, { jobs: { tile: runTile } });
