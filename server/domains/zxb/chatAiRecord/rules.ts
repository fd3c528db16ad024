import { chatAiRecord } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { labelChatAiRecord, unlabelChatAiRecord } from "./labels";

/** 问答记录 (commerce.md §9.2): a ledger of list and get; staff only set the 质检标注. */
export const rules = defineRules("chatAiRecord", (registry: MethodRegistry) => {
  registerResource(registry, chatAiRecord);
  registerActions(registry, chatAiRecord, { labelChatAiRecord, unlabelChatAiRecord });
});
