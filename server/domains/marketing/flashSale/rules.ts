/** 秒杀 (/sellAdmin, commerce.md §4): the activity's checks and machine, 增加库存, and its phase by the clock. */
import { flashSale } from "../../../../src/catalogue/registry";
import { registerActions } from "../../../resources/actions";
import { machineHooks } from "../../../resources/transitions";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { addFlashSaleStock, flashSaleHooks, flashSaleTransitions } from "./flashSales";
import { phaseSweeper } from "./phaseSweeper";
import { registerCopyActivity, withoutAction } from "./copyActivity";

export const rules = defineRules("flashSale", (registry: MethodRegistry) => {
  registerResource(registry, flashSale, { ...flashSaleHooks, transitions: flashSaleTransitions });
  registerActions(registry, withoutAction(flashSale, "copyFlashSale"), { addFlashSaleStock }, machineHooks(flashSale, flashSaleHooks));
  registerCopyActivity(registry, flashSale, "copyFlashSale");
}, { sweepers: [phaseSweeper(flashSale)] });
