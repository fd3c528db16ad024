import { albumDownload } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** Downloads of 画单 (commerce.md §5.5): read only. */
export const rules = defineRules("albumDownload", (registry: MethodRegistry) => {
  registerResource(registry, albumDownload);
});
