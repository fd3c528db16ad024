import { oaDraft } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { oaPublishPoll } from "./publishPoll";
import { oaDraftHooks, oaDraftTransitions } from "./syncing";

/** 公众号文章 (content.md §7.2): local drafts and their copies on the official account, through its adapter; the publishing poll. */
export const rules = defineRules("oaDraft", (registry: MethodRegistry) => {
  registerResource(registry, oaDraft, { ...oaDraftHooks, transitions: oaDraftTransitions });
}, { sweepers: [oaPublishPoll] });
