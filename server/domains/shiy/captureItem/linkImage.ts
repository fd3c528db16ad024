/**
 * What the HD import does for a capture delivery (content.md §8.4): the item of each imported master
 * and its work point at the new HD image, the work also at its capture task, and the image takes the
 * measured ppi. Called by the import (hdImportItem/importItem.ts) inside the item's transaction.
 */
import { captureItem, resourceByName } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { hdImage } from "../../../../src/catalogue/registry";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import type { SourceItem } from "../../hd/hdImportTask/sourceItem";

/** The passed masters of a capture task not yet in the library, as import items (their work by its code). */
export async function captureSourceItems(tx: Tx, captureTaskId: number): Promise<SourceItem[]> {
  const work = resourceByName("programmeWork");
  const items = await tx.selectFrom(captureItem.table).selectAll().where("taskId", "=", captureTaskId).where("qcState", "=", "passed").orderBy("Id").execute();
  const out: SourceItem[] = [];
  for (const [i, item] of items.entries()) {
    if (!item.masterFile || item.hdImageId) continue;
    const row = work ? await byCatalogue(tx).selectFrom(work.table).select(["code"]).where("Id", "=", Number(item.workId)).executeTakeFirst() : undefined;
    out.push({
      rowNo: i + 1, fileKey: String(item.masterFile), title: null, subjectType: "shiyWork",
      subjectCode: typeof row?.code === "string" ? row.code : null, meta: { viewLabel: "全幅", captureItemId: String(item.Id) },
    });
  }
  return out;
}

/** Points the capture item, its work and the image at one another once the image exists. */
export async function linkCapturedImage(tx: Tx, importItem: Row, image: Row, actor: Actor, at: number): Promise<void> {
  const meta = (importItem.meta ?? {}) as Record<string, unknown>;
  const itemId = Number(meta.captureItemId);
  if (!Number.isInteger(itemId) || itemId < 1) return;
  const item = await lockRow(tx, captureItem, itemId);
  const imageId = Number(image.Id);
  const linked = await patchRow(tx, captureItem, item, { hdImageId: imageId }, at);
  await recordActorChange(tx, actor, { table: captureItem, recordId: itemId, before: item, after: linked, at, method: "importHdImage", summary: `入库：${String(image.code)}` });
  if (typeof item.ppiMeasured === "number") await tx.updateTable(hdImage.table).set({ ppi: item.ppiMeasured }).where("Id", "=", imageId).execute();
  const work = resourceByName("programmeWork");
  if (!work) return;
  const before = await lockRow(tx, work, Number(item.workId));
  const after = await patchRow(tx, work, before, { hdImageId: imageId, captureTaskId: Number(item.taskId) }, at);
  await recordActorChange(tx, actor, { table: work, recordId: Number(before.Id), before, after, at, method: "importHdImage", summary: `采集入库：高清图 ${String(image.code)}` });
}
