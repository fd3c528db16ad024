/** 常见问题 (commerce.md §6.11): `rank` puts 置顶 questions first, then by 排序; counters start at zero. */
import { faqIssue } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** Above every 排序 (≤ 9999): the unpinned come after all pinned ones. */
const UNPINNED = 10_000;

export const faqRank = (isTop: unknown, sort: unknown): number => (isTop ? 0 : UNPINNED) + Number(sort ?? 0);

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  if (ctx.mode === "create") Object.assign(value, { helpfulCount: 0, unhelpfulCount: 0 });
  value.rank = faqRank(merged.isTop, merged.sort);
  return value;
}

export const rules = defineRules("faqIssue", (registry: MethodRegistry) => {
  registerResource(registry, faqIssue, { beforeWrite });
});
