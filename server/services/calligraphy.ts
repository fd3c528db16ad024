import type { MethodRegistry } from "../rpc/registry";

/** The calligraphy library's methods (content.md §2): works, glyphs, contributors, hot artists, example texts. */
export function registerCalligraphy(registry: MethodRegistry): void {
  void registry;
}
