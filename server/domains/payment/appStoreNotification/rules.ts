/** A payment channel's ledger (commerce.md §0.5): list and get only — its rows are written by the verified notifications (../wxPayTransaction/notify/). */
import { appStoreNotification } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("appStoreNotification", (registry: MethodRegistry) => {
  registerResource(registry, appStoreNotification);
});
