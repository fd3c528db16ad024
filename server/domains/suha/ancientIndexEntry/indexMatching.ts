/**
 * 古代书画索引 matching (content.md §3.2): 关联作品 links an entry to a painting or calligraphy work and
 * writes the entry's Id on the work (which needs W(suha) too), 由索引创建作品 makes a draft painting
 * from the entry, 解除关联 clears both sides. A catalogue code is unique within its 图录.
 */
import { levelAtLeast, type ResourceDef } from "../../../../src/catalogue";
import { ancientIndexEntry, paintingWork } from "../../../../src/catalogue/registry";
import { lockRow } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import { applyUpdate, createResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import type { TransitionHook } from "../../../resources/transitions";
import type { AuthedCall } from "../../../platform/rpc/call";
import { BusinessError, RpcError, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { paintingHooks } from "../paintingWork/paintingRules";
import { hasField, workTables } from "../artistWork/workTables";


export const indexEntryHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const next = { ...current, ...value };
    if (Object.hasOwn(value, "catalogueCode") || Object.hasOwn(value, "catalogueSource")) {
      let q = tx.selectFrom(ancientIndexEntry.table).select("Id")
        .where("catalogueSource", "=", String(next.catalogueSource)).where("catalogueCode", "=", String(next.catalogueCode));
      if (current) q = q.where("Id", "!=", current.Id as number);
      if (await q.executeTakeFirst()) throw new RpcError("ALREADY_EXISTS", `同一图录中已有编号「${String(next.catalogueCode)}」`);
    }
    return value;
  },
};

/** Works are the library's: writing on them needs W(suha) besides W(suhaIndex). */
function needSuhaWrite(call: AuthedCall, what: string): void {
  if (!levelAtLeast(call.user.rights.suha, "WRITE")) {
    throw new BusinessError("PERMISSION_DENIED", `没有权限：${what}需要「书画」的修改权限`);
  }
}

function workResource(type: unknown): ResourceDef {
  const found = workTables().find((w) => w.type === type);
  if (!found) throw invalid(type === "sufa" ? "书法作品库尚未建立" : "作品库只能是书画或书法");
  return found.resource;
}

async function liveWork(tx: Tx, resource: ResourceDef, id: number): Promise<Row> {
  const work = await lockRow(tx, resource, id);
  if (work.deleted) throw notFound(`${resource.label}不存在（Id ${id}）`);
  return work;
}

/** Writes (or clears) the entry's Id on the work, with the work's change record. */
async function setWorkEntry(tx: Tx, call: AuthedCall, resource: ResourceDef, work: Row, entryId: number | null): Promise<void> {
  if (!hasField(resource, "indexEntryId")) return;
  const hooks = resource === paintingWork ? machineHooks(paintingWork, paintingHooks) : {};
  await applyUpdate(tx, call, resource, work, { indexEntryId: entryId }, { hooks });
}

export const matchEntry: TransitionHook = async ({ tx, call, current, input }) => {
  needSuhaWrite(call, "关联作品");
  const resource = workResource(input.workType);
  const work = await liveWork(tx, resource, input.workId as number);
  const linked = work.indexEntryId;
  if (typeof linked === "number" && linked !== current.Id) {
    throw precondition(`${resource.label}「${String(work.title)}」已关联图目索引（Id ${linked}），请先在该索引上解除关联`);
  }
  await setWorkEntry(tx, call, resource, work, current.Id as number);
  return {
    workType: input.workType, workId: work.Id,
    artistId: work.artistId ?? current.artistId ?? null, museumId: work.museumId ?? current.museumId ?? null,
  };
};

/** The title as a work: the catalogue's 形制 suffix (轴, 卷, 册, 页) dropped. */
export function workTitleOf(entryTitle: string): string {
  return entryTitle.replace(/(图)?(轴|卷|册页|册|页)$/, (_, tu: string | undefined) => tu ?? "");
}

export const createWorkFromEntry: TransitionHook = async ({ tx, call, current, input }) => {
  needSuhaWrite(call, "由索引创建作品");
  const missing = [["artistId", "作者"], ["age", "朝代"], ["form", "形制"], ["material", "质地"]]
    .filter(([key]) => current[key as string] === null || current[key as string] === undefined).map(([, label]) => label);
  if (missing.length > 0) throw precondition(`索引「${String(current.title)}」缺少${missing.join("、")}，请先补全再创建作品`);
  // Inside this transition's transaction: the work and the entry change together or not at all.
  const work = await createResource({ ...call, db: tx }, paintingWork, {
    title: workTitleOf(String(current.title)).slice(0, 60), artistId: current.artistId, age: current.age,
    form: current.form, material: current.material, media: current.media ?? null, museumId: current.museumId ?? null,
    dimensionsText: current.dimensionsText ?? null, category: input.category, attribution: "confirmed", accessLevel: "free",
    indexEntryId: current.Id, recordedIn: `${String(current.catalogueCode)}`,
  }, machineHooks(paintingWork, paintingHooks));
  return { workType: "suha", workId: work.Id };
};

export const unmatchEntry: TransitionHook = async ({ tx, call, current }) => {
  if (current.workType && typeof current.workId === "number") {
    const resource = workTables().find((w) => w.type === current.workType)?.resource;
    const work = resource ? await lockRow(tx, resource, current.workId).catch(() => null) : null;
    if (resource && work && work.indexEntryId === current.Id) {
      needSuhaWrite(call, "解除关联");
      await setWorkEntry(tx, call, resource, work, null);
    }
  }
  return { workType: null, workId: null };
};
