import { crawlerTarget } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { scheduleSweeper, targetActions } from "./runs";
import { targetHooks } from "./targets";

/** 爬虫任务: its checks and 下次运行, 立即运行 / 试运行, and the schedule's sweeper. */
export const rules = defineRules("crawlerTarget", (registry: MethodRegistry) => {
  registerResource(registry, crawlerTarget, targetHooks);
  registerActions(registry, crawlerTarget, targetActions, targetHooks);
}, { sweepers: [scheduleSweeper] });
