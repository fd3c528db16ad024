import { hdImage } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { insertSeed } from "../../../seed/factory";
import { defineFixture } from "../../fixture";

/** An HD image (not yet tiled) depicting record `subjectId` of `subjectType` (a book's page, a photo's picture). */
export async function anImageOf(tx: Tx, subjectType: string, subjectId: number, now: number): Promise<void> {
  await insertSeed(tx, hdImage, {
    title: `样例图 ${subjectType} ${subjectId}`, subjectType, subjectId, pageNo: 1, version: "HD", masterFile: "shiy/hd/sample.tif",
    accessLevel: "free", license: "internal", tileStatus: "none", deleted: false,
  }, now);
}

export const fixture = defineFixture("hdImage", {
  // HD library: unlinked images (the works are other libraries'); an import from a folder of the store.
  given: { subjectType: "none", subjectId: null },
  // 上架 and 重新上架: an image with its tile pyramid.
  prepareTransition: { publish: { tileStatus: "ready" }, republish: { tileStatus: "ready" } },
  // Range filters the samples leave empty (an unlinked HD image has no subject Id, no size before import).
  rangeSkipped: ["subjectId", "widthPx", "heightPx"],
});
