import { courseAttachment } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { courseAttachmentHooks } from "./hooks";

/** Course attachments (commerce.md §1.9). */
export const rules = defineRules("courseAttachment", (registry: MethodRegistry) => {
  registerResource(registry, courseAttachment, courseAttachmentHooks);
});
