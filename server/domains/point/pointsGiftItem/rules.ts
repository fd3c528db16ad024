/** A points gift batch's items (commerce.md §3.4): list and get only — written by 确认发放 and the `gift` job (../pointsGiftBatch/pointsGift.ts). */
import { pointsGiftItem } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("pointsGiftItem", (registry: MethodRegistry) => {
  registerResource(registry, pointsGiftItem);
});
