/**
 * 采集任务 edits (content.md §8.4): the works are the artist's own, 1–200 of them, each once; the
 * task's items follow its works (one per work, made and removed with them) while it is not yet being
 * captured; afterwards only the remark may change. The code is `DR-{year}-{nnnn}`, made under a lock.
 */
import { captureItem, captureTask, resourceByName } from "../../../../src/catalogue/registry";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { insertRow } from "../../../resources/rows";
import { nextCode } from "../../hd/hdImage/codes";

/** States in which the works, devices and plan may still change. */
const PLANNING = ["planned", "scheduled"];
export const MAX_WORKS = 200;

const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

/** The works of the list, read in one query; refuses a list that is empty, too long, repeats, or names another artist's work. */
async function checkWorks(tx: Tx, artistId: unknown, workIds: unknown): Promise<Row[]> {
  const ids = idsOf(workIds);
  if (!Array.isArray(workIds) || ids.length !== workIds.length || ids.length === 0) throw invalid("请选择要采集的作品（作品 Id 列表）");
  if (ids.length > MAX_WORKS) throw invalid(`一个采集任务最多 ${MAX_WORKS} 件作品`);
  if (new Set(ids).size !== ids.length) throw invalid("同一件作品不能出现两次");
  const work = resourceByName("programmeWork");
  if (!work) throw invalid("驻留作品尚未建成");
  const rows = await byCatalogue(tx).selectFrom(work.table).select(["Id", "artistId", work.titleField]).where("Id", "in", ids).execute();
  for (const id of ids) {
    const row = rows.find((r) => Number(r.Id) === id);
    if (!row) throw invalid(`作品（Id ${id}）不存在`);
    if (Number(row.artistId) !== artistId) throw invalid(`作品「${String(row[work.titleField])}」不是该艺术家的作品`);
  }
  return rows;
}

/** Items for works new to the list; items of works taken off it go (nothing was captured yet). */
async function syncItems(tx: Tx, task: Row, works: readonly Row[], at: number): Promise<void> {
  const taskId = Number(task.Id);
  const wanted = idsOf(task.workIds);
  const have = await tx.selectFrom(captureItem.table).select(["Id", "workId"]).where("taskId", "=", taskId).execute();
  const gone = have.filter((i) => !wanted.includes(Number(i.workId))).map((i) => Number(i.Id));
  if (gone.length > 0) await tx.deleteFrom(captureItem.table).where("Id", "in", gone).execute();
  const titleKey = resourceByName("programmeWork")?.titleField ?? "title";
  for (const workId of wanted) {
    if (have.some((i) => Number(i.workId) === workId)) continue;
    const title = works.find((w) => Number(w.Id) === workId)?.[titleKey];
    await insertRow(tx, captureItem, { taskId, workId, workTitle: String(title ?? "").slice(0, 60), qcState: "pending" }, at);
  }
  await tx.updateTable(captureTask.table).set({ itemsTotal: wanted.length }).where("Id", "=", taskId).execute();
}

const EDITABLE_LATE = new Set(["remark"]);

export const captureTaskHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    // A transition's write carries the state: its hook did the checks.
    if (mode === "update" && Object.hasOwn(value, "status")) return value;
    if (current && !PLANNING.includes(String(current.status))) {
      const changed = Object.keys(value).filter((k) => !EDITABLE_LATE.has(k) && JSON.stringify(value[k]) !== JSON.stringify(current[k]));
      if (changed.length > 0) throw precondition(`采集任务「${String(current.title)}」已开始采集，只能修改备注`);
      return value;
    }
    const merged = { ...(current ?? {}), ...value };
    if (mode === "update" && value.workIds === undefined && value.artistId === undefined) return value;
    await checkWorks(tx, merged.artistId, merged.workIds);
    if (mode !== "create") return value;
    const code = await nextCode(tx, captureTask.table, "code", `DR-${shanghaiDay(call.now()).slice(0, 4)}-`, 4);
    return { ...value, code, itemsDone: 0, itemsTotal: idsOf(value.workIds).length };
  },
  async afterWrite({ tx, mode, value, record, current, stamp }) {
    if (mode === "update" && Object.hasOwn(value, "status")) return;
    if (mode === "update" && value.workIds === undefined) return;
    if (current && !PLANNING.includes(String(current.status))) return;
    const works = await checkWorks(tx, record.artistId, record.workIds);
    await syncItems(tx, record, works, stamp);
  },
  async beforeDelete({ tx, current }) {
    if (!["planned", "cancelled"].includes(String(current.status))) throw precondition(`采集任务「${String(current.title)}」只有待排期或已取消时可以删除`);
    await tx.deleteFrom(captureItem.table).where("taskId", "=", Number(current.Id)).execute();
  },
};

