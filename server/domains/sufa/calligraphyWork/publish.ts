/**
 * content.md §0.4 for this library's publishable records: what their 上架 checks look at (the stamps
 * and the refusal to delete an online record are server/resources/publish.ts).
 */
import type { ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";


/** Whether the subject has an HD image whose tiles are ready (contract §1: images point at their subject). */
export async function hasReadyImage(tx: Tx, subjectType: string, subjectId: number): Promise<boolean> {
  const row = await tx.selectFrom("hd_image").select("Id")
    .where("subjectType", "=", subjectType).where("subjectId", "=", subjectId)
    .where("deleted", "=", 0).where("tileStatus", "=", "ready").executeTakeFirst();
  return row !== undefined;
}

/** What a record still lacks before it may go online: the labels of empty required fields. */
export function missingLabels(resource: ResourceDef, row: Row, keys: readonly string[]): string[] {
  return keys.filter((k) => row[k] === null || row[k] === undefined || row[k] === "")
    .map((k) => resource.fields.find((f) => f.key === k)?.label ?? k);
}
