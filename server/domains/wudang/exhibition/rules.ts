import type { FieldDef } from "../../../../src/catalogue";
import { exhibition } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { actorOf, insertRow, recordActorChange } from "../../../resources/rows";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { TransitionContext } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { recountWorks, worksOf } from "../exhibitionWork/rules";
import { exhibitionDemoImages } from "./demoImages";
import { exhibitionScheduler, stateByDates } from "./scheduler";

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.replace(/<[^>]*>/g, "").trim() === "");

/** What 发布 and 立即开展 need (content.md §13.1): a cover, a preface, at least one enabled work, dates ahead. */
async function readyToShow(tx: Tx, row: Row, now: number): Promise<void> {
  const missing = [blank(row.cover) && "封面", blank(row.intro) && "前言"].filter(Boolean);
  if (missing.length > 0) throw precondition(`展览「${String(row.title)}」还缺少${missing.join("、")}，不能发布`);
  const enabled = (await worksOf(tx, Number(row.Id))).filter((w) => Number(w.enabled) === 1 || w.enabled === true).length;
  if (enabled === 0) throw precondition(`展览「${String(row.title)}」还没有启用的展品，请先在「管理展品」中添加`);
  if (Number(row.endAt) <= now) throw precondition(`展览「${String(row.title)}」的结束时间已过，请先修改展期`);
}

const transitions = {
  async publishExhibition({ call, tx, current }: TransitionContext) {
    await readyToShow(tx, current, call.now());
    if (Number(current.startAt) <= call.now()) throw precondition("开展时间已到，请用「立即开展」，或把开展时间改到以后");
  },
  async openExhibitionNow({ call, tx, current }: TransitionContext) {
    await readyToShow(tx, current, call.now());
    if (Number(current.startAt) > call.now()) throw precondition("开展时间还没到，请用「发布」定时开展，或把开展时间改到现在以前");
  },
  /** 重新上线: back to where its dates put it (待开展, 展出中, or 已结束 when its time is over). */
  relaunchExhibition({ call, current }: TransitionContext) {
    return { status: stateByDates(current, call.now()) };
  },
};

/** Dates in order; a new one starts last in the order; only a record off the app may be deleted, with its works. */
const exhibitionHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const start = value.startAt ?? current?.startAt;
    const end = value.endAt ?? current?.endAt;
    if (typeof start === "number" && typeof end === "number" && end <= start) throw invalid("结束时间必须晚于开展时间");
    if (current === null && (value.sort === undefined || value.sort === null)) {
      const last = await tx.selectFrom("exhibition").select((eb) => eb.fn.max("sort").as("m")).executeTakeFirst();
      return { ...value, sort: Math.min(99_999, Number(last?.m ?? 0) + 10) };
    }
    return value;
  },
  async beforeDelete({ tx, current }) {
    if (current.status === "scheduled" || current.status === "online") {
      throw precondition(`展览「${String(current.title)}」正在展出或待开展，请先下线再删除`);
    }
    await tx.deleteFrom("exhibition_work").where("projectId", "=", Number(current.Id)).execute();
  },
};

/** 复制展览: a new 筹备中 exhibition with the same settings and works, its title marked as a copy. */
async function copyExhibition({ call, tx, current }: { call: AuthedCall; tx: Tx; current: Row }): Promise<Record<string, unknown>> {
  const at = call.now();
  const keep = Object.fromEntries((exhibition.fields as readonly FieldDef[]).filter((f) => f.editable !== false).map((f) => [f.key, current[f.key]]));
  const title = `${String(current.title).slice(0, 36)}（副本）`;
  const copy = await insertRow(tx, exhibition, { ...keep, title, status: "draft", workCount: 0, viewCount: 0 }, at);
  for (const w of await worksOf(tx, Number(current.Id))) {
    const { Id: _id, ctime: _c, utime: _u, projectId: _p, itemKey: _k, ...rest } = w;
    await tx.insertInto("exhibition_work").values({
      ...(rest as Record<string, never>), projectId: Number(copy.Id), itemKey: `${String(copy.Id)}:${String(w.itemType)}:${String(w.itemId)}`, ctime: at, utime: at,
    }).execute();
  }
  await recountWorks(tx, Number(copy.Id));
  await recordActorChange(tx, actorOf(call), { table: exhibition, recordId: Number(copy.Id), before: null, after: copy, at, method: "copyExhibition", summary: `复制展览「${String(current.title)}」为「${title}」` });
  return {};
}

/** 线上展览 (content.md §13.1): the machine with its checks, the scheduler, 复制展览, and the demo pictures. */
export const rules = defineRules("exhibition", (registry: MethodRegistry) => {
  registerResource(registry, exhibition, { ...exhibitionHooks, transitions });
  registerActions(registry, exhibition, { copyExhibition }, exhibitionHooks);
}, { sweepers: [exhibitionScheduler, exhibitionDemoImages] });
