/**
 * What other resources of the programme do to works: the artist's counter of works, and 解约 taking
 * the artist's online works offline (content.md §8.2), each with its own change record.
 */
import { transitionOf } from "../../../../src/catalogue";
import { programmeWork } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { findRecord } from "../../../resources/queries";
import { workHooks } from "./workHooks";
import { applyTransition } from "../../../resources/transitions";

/** 下架 of every online work of an artist, as the work's own transition (its change record says so). */
export async function takeArtistWorksOffline(tx: Tx, call: AuthedCall, artistId: number): Promise<number> {
  const unpublish = transitionOf(programmeWork, "unpublish");
  if (!unpublish) throw new Error("programmeWork has no unpublish");
  const rows = await tx.selectFrom(programmeWork.table).select("Id")
    .where("artistId", "=", artistId).where("publishState", "=", "online").where("deleted", "=", 0).orderBy("Id").execute();
  for (const { Id } of rows) {
    const work = await findRecord(tx, programmeWork, Number(Id));
    if (work) await applyTransition(tx, call, programmeWork, unpublish, work, {}, { hooks: workHooks });
  }
  return rows.length;
}
