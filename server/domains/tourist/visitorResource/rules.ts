import { visitorResource } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import type { TransitionHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { reasonOf } from "../lineDrawing/moderation";

/** The review of an upload: who decided when, and why a rejected one is no longer public. */
const review: TransitionHooks = {
  approve: ({ call }) => ({ auditReason: null, auditNote: null, auditedAt: call.now(), auditor: call.user.userName }),
  reject: (ctx) => {
    const { code, note } = reasonOf(ctx);
    return { auditReason: code, auditNote: note, auditedAt: ctx.call.now(), auditor: ctx.call.user.userName, visibility: "PRIVATE" };
  },
};

/** Resources visitors uploaded (commerce.md §5.3): a review queue. */
export const rules = defineRules("visitorResource", (registry: MethodRegistry) => {
  registerResource(registry, visitorResource, { transitions: review });
});
