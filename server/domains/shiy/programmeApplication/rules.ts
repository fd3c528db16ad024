import { programmeApplication } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { applicationHooks, applicationTransitions } from "./applicationHooks";
import { registerBatchReject } from "./batchReject";
import { portfolioDemoFiles } from "./demoPortfolio";
import { registerPortfolioDownload } from "./portfolioZip";

/** 驻留申请 (content.md §8.1): the review queue; 录取 makes the programme artist; 批量不通过 and 下载作品集. */
export const rules = defineRules("programmeApplication", (registry: MethodRegistry) => {
  registerResource(registry, programmeApplication, { ...applicationHooks, transitions: applicationTransitions });
  registerBatchReject(registry);
  registerPortfolioDownload(registry);
}, { sweepers: [portfolioDemoFiles] });
