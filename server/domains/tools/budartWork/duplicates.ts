/**
 * Duplicate detection of a staging work against /west (content.md §12 intro): the same artist and the
 * same original title (case and spaces ignored), or the same source link. A duplicate is reported,
 * never imported a second time.
 */
import { sql } from "kysely";
import { westernWork } from "../../../../src/catalogue/registry";
import { encodeValue } from "../../../resources/columns";
import type { Tx } from "../../../platform/db/types";

const notDeleted = encodeValue({ key: "deleted", label: "已删除", kind: "boolean" }, false) as number;

/** Lower case, single spaces: `Mona  Lisa ` and `mona lisa` are one title. */
export function titleKey(title: unknown): string {
  return String(title ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

export interface WestDuplicate {
  readonly Id: number;
  readonly title: string;
}

/** The /west work a staging row would duplicate, or null. */
export async function findWestDuplicate(tx: Tx, row: Readonly<Record<string, unknown>>, artistId: number | null): Promise<WestDuplicate | null> {
  const key = titleKey(row.titleOriginal);
  const url = typeof row.sourceUrl === "string" && row.sourceUrl !== "" ? row.sourceUrl : null;
  const found = await tx.selectFrom(westernWork.table).select(["Id", "title"])
    .where("deleted", "=", notDeleted)
    .where((eb) => {
      const byTitle = artistId === null ? null : eb.and([eb("artistId", "=", artistId), eb(sql<string>`lower(trim(${sql.ref("titleOriginal")}))`, "=", key)]);
      const byUrl = url === null ? null : eb("sourceUrl", "=", url);
      const parts = [byTitle, byUrl].filter((p) => p !== null);
      return parts.length === 0 ? eb.val(false) : eb.or(parts);
    })
    .orderBy("Id").executeTakeFirst();
  return found ? { Id: Number(found.Id), title: String(found.title) } : null;
}
