import type { MethodRegistry } from "../rpc/registry";

/** Relics, Western art, books and photos (content.md §4–§6). */
export function registerRelicsWestOthers(registry: MethodRegistry): void {
  void registry;
}
