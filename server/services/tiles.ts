import type { MethodRegistry } from "../rpc/registry";

/** Tile pyramids (content.md §1.1, §17.1): tiling jobs and their actions. */
export function registerTiles(registry: MethodRegistry): void {
  void registry;
}
