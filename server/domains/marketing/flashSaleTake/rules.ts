/** A flash sale's takes (commerce.md §4): list and get only — written by orders (../flashSale/flashSales.ts). */
import { flashSaleTake } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const rules = defineRules("flashSaleTake", (registry: MethodRegistry) => {
  registerResource(registry, flashSaleTake);
});
