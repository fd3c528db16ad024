/** App Store notifications: list and get (written by the verified notification endpoint), and 应用 for those kept for a person (./apply.ts). */
import { appStoreNotification } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { applyNotification } from "./apply";

export const rules = defineRules("appStoreNotification", (registry: MethodRegistry) => {
  registerResource(registry, appStoreNotification);
  registerActions(registry, appStoreNotification, { applyAppStoreNotification: applyNotification });
});
