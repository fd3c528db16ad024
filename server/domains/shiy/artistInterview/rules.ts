import { shanghaiDate } from "../../../../src/catalogue";
import { artistInterview } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** The recorder is the caller unless given; a follow-up is not before the conversation. */
const interviewHooks: ResourceHooks = {
  async beforeWrite({ call, mode, value, current }) {
    const out = { ...value };
    if (mode === "create") out.staffId ??= call.user.Id;
    const at = out.contactAt ?? current?.contactAt;
    const next = out.nextFollowUpDate ?? current?.nextFollowUpDate;
    if (typeof at === "number" && typeof next === "string" && next < shanghaiDate(at)) throw invalid("下次跟进日期不能早于沟通时间");
    return out;
  },
};

/** 访谈记录 (content.md §8.8). */
export const rules = defineRules("artistInterview", (registry: MethodRegistry) => {
  registerResource(registry, artistInterview, interviewHooks);
});
