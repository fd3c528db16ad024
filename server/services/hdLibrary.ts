import { hdImage } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../rpc/registry";
import { registerResource } from "../resources/methods";

/** The HD library's methods (content.md §1): images, import tasks, albums. */
export function registerHdLibrary(registry: MethodRegistry): void {
  registerResource(registry, hdImage);
}
