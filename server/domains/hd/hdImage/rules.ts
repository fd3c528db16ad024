import { hdImage } from "../../../../src/catalogue/registry";
import { registerDownloads } from "../../../hd/downloads";
import { imageActions, imageHooks, imageTransitions } from "../../../hd/images";
import { registerSubjectImages } from "../../../hd/subjectImages";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";

/**
 * The resource with only the row actions these handlers run: downloads have methods of their own
 * (they answer a signed URL), and the tiling actions of hdImage are registered by the tiles service.
 */
export const onlyActions = <R extends { actions?: readonly { name: string }[] }>(r: R, handlers: object): R =>
  ({ ...r, actions: (r.actions ?? []).filter((a) => Object.hasOwn(handlers, a.name)) });

/** 高清图 (content.md §1): images, their subjects' image lists, the downloads (also the import task's error list and template). */
export const rules = defineRules("hdImage", (registry: MethodRegistry) => {
  registerResource(registry, hdImage, { ...imageHooks, transitions: imageTransitions });
  registerActions(registry, onlyActions(hdImage, imageActions), imageActions, machineHooks(hdImage, imageHooks));
  registerSubjectImages(registry);
  registerDownloads(registry);
});
