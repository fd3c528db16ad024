/** A subject's HD images (contract §1: the image points at its subject; works hold no list of Ids). */
import { hdImage } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";

export interface SubjectImages {
  readonly total: number;
  readonly ready: number;
}

/** How many live images depict the subject, and how many of them have their tiles ready. */
export async function subjectImages(tx: Tx, subjectType: string, subjectId: number): Promise<SubjectImages> {
  const rows = await tx.selectFrom(hdImage.table).select("tileStatus")
    .where("subjectType", "=", subjectType).where("subjectId", "=", subjectId).where("deleted", "=", 0).execute();
  return { total: rows.length, ready: rows.filter((r) => r.tileStatus === "ready").length };
}
