import { chatAiSession } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { flagChatAiSession, unflagChatAiSession } from "./flags";

/** AI 会话 (commerce.md §9.1): a ledger of list and get; staff only flag and unflag. */
export const rules = defineRules("chatAiSession", (registry: MethodRegistry) => {
  registerResource(registry, chatAiSession);
  registerActions(registry, chatAiSession, { flagChatAiSession, unflagChatAiSession });
});
