import type { MethodRegistry } from "../rpc/registry";

/** What the deep-zoom viewers read (content.md §17): an image set with signed tile addresses, IIIF manifests. */
export function registerViewer(registry: MethodRegistry): void {
  void registry;
}
