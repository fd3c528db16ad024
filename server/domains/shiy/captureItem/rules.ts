import { captureItem } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { captureItemHooks, captureItemTransitions } from "./itemRules";
import { registerMasterThumbnail } from "./masterThumbnail";
import { registerWorkCapture } from "./workCapture";

/** 采集明细: measures while capturing, 通过 / 退回 while the task is checked; a work's capture for its viewer. */
export const rules = defineRules("captureItem", (registry: MethodRegistry) => {
  registerResource(registry, captureItem, { ...captureItemHooks, transitions: captureItemTransitions });
  registerWorkCapture(registry);
  registerMasterThumbnail(registry);
});
