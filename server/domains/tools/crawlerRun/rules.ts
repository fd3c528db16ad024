import { crawlerRun } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { cancelRun } from "./cancel";
import { runCrawl } from "./crawlJob";

/** 运行记录: a ledger written by the `crawl` job; 取消运行 is its one transition. */
export const rules = defineRules("crawlerRun", (registry: MethodRegistry) => {
  registerResource(registry, crawlerRun, { transitions: { cancel: cancelRun } });
}, { jobs: { crawl: runCrawl } });
