import { hdImage } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerActions } from "../resources/actions";
import { machineHooks } from "../resources/transitions";
import { TILE_ACTION_HANDLERS, TILE_ACTION_NAMES, withActions } from "../domains/hd/hdImage/tiles/actions";

/**
 * Tile pyramids (content.md §1.1, §17.1): the tiling actions of hdImage (生成切片, 重新切片, 清除切片).
 * The tiling job is in server/platform/jobs/runner.ts, the signed tile route in server/domains/hd/hdImage/tiles/routes.ts.
 */
export function registerTiles(registry: MethodRegistry): void {
  registerActions(registry, withActions(hdImage, TILE_ACTION_NAMES), TILE_ACTION_HANDLERS, machineHooks(hdImage));
}
