/**
 * 通知 (commerce.md §6.5): 发布 / 撤回 / 重新编辑; a published notice may change only its end time and is
 * not deleted (撤回 first); 指定用户 needs valid 8-digit user numbers (≤ 10 000). `displayState` follows
 * the status and the window (placement), so the list shows which notices the app shows now.
 */
import { isDeepStrictEqual } from "node:util";
import { notice } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks, WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import type { TransitionHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { placementHooks, placementSweeper } from "../../../resources/slotPlacement";

const published = (row: Row) => row.status === "PUBLISHED";
const MAX_UIDS = 10_000;

/** The user numbers of a 指定用户 notice, one each, in the order given. */
export function uidsOf(text: unknown): string[] {
  const list = String(text ?? "").split(/[\s,，;；]+/).filter((s) => s !== "");
  const bad = list.filter((u) => !/^\d{8}$/.test(u));
  if (bad.length > 0) throw invalid(`指定用户中「${bad.slice(0, 3).join("、")}」不是 8 位用户编号`);
  const uids = [...new Set(list)];
  if (uids.length > MAX_UIDS) throw invalid(`指定用户最多 ${MAX_UIDS} 个，现有 ${uids.length} 个`);
  return uids;
}

function checkNotice(ctx: WriteContext, next: Row): void {
  if (next.audience === "UID_LIST" && uidsOf(next.uidList).length === 0) throw invalid("对象为指定用户时，请填写用户编号");
  const current = ctx.current;
  // A transition's own write (it names the status) is checked by the machine; an edit of a published notice only moves its end.
  if (ctx.mode === "update" && current && published(current) && !Object.hasOwn(ctx.value, "status")) {
    const changed = Object.keys(ctx.value).filter((k) => k !== "endAt" && k !== "displayState" && !isDeepStrictEqual(ctx.value[k], current[k]));
    if (changed.length > 0) {
      const labels = changed.map((k) => notice.fields.find((f) => f.key === k)?.label ?? k).join("、");
      throw precondition(`已发布的通知只能修改结束时间，不能修改${labels}；请先撤回`);
    }
  }
}

const placement = placementHooks({ shown: published, check: checkNotice });

const hooks: ResourceHooks = {
  ...placement,
  beforeDelete: ({ current }) => (published(current) ? Promise.reject(precondition(`通知「${String(current.title)}」已发布，请先撤回再删除`)) : Promise.resolve()),
};

const transitions: TransitionHooks = {
  publishNotice: ({ call, current }) => {
    if (current.endAt !== null && current.endAt !== undefined && Number(current.endAt) <= call.now()) {
      throw precondition(`通知「${String(current.title)}」的结束时间已过，请先修改结束时间再发布`);
    }
    return { publishedAt: call.now() };
  },
  withdrawNotice: () => ({}),
  redraftNotice: () => ({}),
};

export const rules = defineRules("notice", (registry: MethodRegistry) => {
  registerResource(registry, notice, { ...hooks, transitions });
}, { sweepers: [placementSweeper(notice, published)] });
