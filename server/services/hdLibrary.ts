import { hdAlbum, hdAlbumItem, hdImage, hdImportItem, hdImportTask } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { machineHooks } from "../resources/transitions";
import { albumItemHooks } from "../hd/albumItems";
import { albumActions, albumHooks, publishAlbum, registerAlbumLayout } from "../hd/albums";
import { registerDownloads } from "../hd/downloads";
import { imageActions, imageHooks, publishImage } from "../hd/images";
import { importTaskHooks, importTaskTransitions } from "../hd/importTasks";
import { registerSubjectImages } from "../hd/subjectImages";

/**
 * The resource with only the row actions these handlers run: downloads have methods of their own
 * (they answer a signed URL), and the tiling actions of hdImage are registered by the tiles service.
 */
const onlyActions = <R extends { actions?: readonly { name: string }[] }>(r: R, handlers: object): R =>
  ({ ...r, actions: (r.actions ?? []).filter((a) => Object.hasOwn(handlers, a.name)) });

/** The HD library's methods (content.md §1): images, import tasks, albums. */
export function registerHdLibrary(registry: MethodRegistry): void {
  registerResource(registry, hdImage, { ...imageHooks, transitions: { publishImage } });
  registerActions(registry, onlyActions(hdImage, imageActions), imageActions, machineHooks(hdImage, imageHooks));
  registerSubjectImages(registry);

  registerResource(registry, hdImportTask, { ...importTaskHooks, transitions: importTaskTransitions });
  registerResource(registry, hdImportItem);

  registerResource(registry, hdAlbum, { ...albumHooks, transitions: { publishAlbum } });
  registerActions(registry, onlyActions(hdAlbum, albumActions), albumActions, machineHooks(hdAlbum, albumHooks));
  registerResource(registry, hdAlbumItem, albumItemHooks);
  registerAlbumLayout(registry);
  registerDownloads(registry);
}
