import { courseActivity, courseActivitySection } from "../../../../src/catalogue/registry";
import { insertRow } from "../../../resources/rows";
import { decodeRow } from "../../../platform/db/columns";
import type { Tx } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import { recordChange } from "../../../resources/changes";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { checkSectionItems } from "../courseActivitySection/courseActivityItems";
import { activityPhase } from "./courseActivityStats";

const TITLE_MAX = 30;

/** 课程活动 (§4.7): a window that ends after it starts; the phase follows the clock on every write. */
export const courseActivityHooks: ResourceHooks = {
  beforeWrite(ctx) {
    const next = { ...(ctx.current ?? {}), ...ctx.value };
    if (Number(next.endAt) <= Number(next.startAt)) return Promise.reject(invalid("活动结束须晚于开始"));
    const phase = activityPhase(next, ctx.call.now());
    if (ctx.current) return Promise.resolve({ ...ctx.value, phase });
    return Promise.resolve({ ...ctx.value, phase, sort: next.sort ?? 0, pv: 0, orderCount: 0, gmv: 0 });
  },
  /** Only a draft is deleted; its sections go with it (first: they point at it), each with its own change record. */
  async beforeDelete({ call, tx, current }) {
    if (current.status !== "DRAFT") throw precondition("只有草稿活动可以删除，上线过的活动请下线");
    const sections = await tx.selectFrom(courseActivitySection.table).selectAll().where("activityId", "=", Number(current.Id)).orderBy("Id").execute();
    for (const raw of sections) {
      const section = decodeRow(courseActivitySection.fields, raw);
      await tx.deleteFrom(courseActivitySection.table).where("Id", "=", Number(section.Id)).execute();
      await recordChange(tx, call, { resource: courseActivitySection, action: "delete", recordId: Number(section.Id), before: section, after: null, summary: `随活动「${String(current.title)}」删除：活动板块「${String(section.name)}」` });
    }
  },
};

export const courseActivityTransitions: TransitionHooks = {
  /** 上线: not after the window, and not an empty page (at least one shown section). */
  async putCourseActivityOnline({ call, tx, current }) {
    const phase = activityPhase(current, call.now());
    if (phase === "ENDED") throw precondition("活动时间已过，不能上线");
    const shown = await tx.selectFrom(courseActivitySection.table).select("Id")
      .where("activityId", "=", Number(current.Id)).where("status", "=", "VISIBLE").executeTakeFirst();
    if (!shown) throw precondition("请先添加至少一个显示中的板块再上线");
    return { phase };
  },
};

/** A title for the copy that no activity has yet: 「…（复制）」, 「…（复制2）」… within 30 characters. */
async function copyTitle(tx: Tx, title: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "（复制）" : `（复制${n}）`;
    const candidate = [...title].slice(0, TITLE_MAX - suffix.length).join("") + suffix;
    const taken = await tx.selectFrom(courseActivity.table).select("Id").where("title", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * 复制: a new DRAFT activity with the same content and window and a copy of every section (its
 * statistics start at 0). The original is not changed; each new record has its own change record.
 */
export const copyCourseActivity: ActionHandler = async ({ call, tx, current }) => {
  const at = call.now();
  const { Id: _id, ctime: _c, utime: _u, status: _s, pv: _pv, orderCount: _o, gmv: _g, ...content } = current;
  const copy = await insertRow(tx, courseActivity, { ...content, title: await copyTitle(tx, String(current.title)), status: "DRAFT", phase: activityPhase(current, at), pv: 0, orderCount: 0, gmv: 0 }, at);
  await recordChange(tx, call, { resource: courseActivity, action: "create", recordId: Number(copy.Id), before: null, after: copy, method: "copyCourseActivity", summary: `复制：课程活动「${String(current.title)}」→「${String(copy.title)}」` });
  const sections = await tx.selectFrom(courseActivitySection.table).selectAll().where("activityId", "=", Number(current.Id)).orderBy("Id").execute();
  for (const raw of sections) {
    const { Id: _sid, ctime: _sc, utime: _su, ...section } = decodeRow(courseActivitySection.fields, raw);
    const made = await insertRow(tx, courseActivitySection, { ...section, activityId: Number(copy.Id) }, at);
    await recordChange(tx, call, { resource: courseActivitySection, action: "create", recordId: Number(made.Id), before: null, after: made, method: "copyCourseActivity", summary: `复制：活动板块「${String(made.name)}」` });
  }
  return {};
};

/** 活动板块 (§4.8): 1–30 existing courses at activity prices not above theirs; the count kept from them. */
export const courseActivitySectionHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.current && ctx.value.activityId !== undefined && Number(ctx.value.activityId) !== Number(ctx.current.activityId)) {
      throw precondition("板块不能移到另一个活动");
    }
    const out: Record<string, unknown> = { ...ctx.value };
    if (!ctx.current || ctx.value.items !== undefined) {
      const items = await checkSectionItems(ctx.tx, ctx.value.items ?? ctx.current?.items);
      Object.assign(out, { items, itemCount: items.length });
    }
    if (!ctx.current) out.sort = ctx.value.sort ?? 0;
    return out;
  },
};
