import { ancientArtist } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../rpc/registry";
import { registerResource } from "../resources/methods";

/** The painting-and-calligraphy library's methods (content.md §3): works, the ancient index, ancient artists. */
export function registerPaintings(registry: MethodRegistry): void {
  registerResource(registry, ancientArtist);
}
