/**
 * 合并重复 (content.md §3.3): the focused artist (a duplicate) is merged into the survivor. Every work,
 * glyph, index entry and hot-list row of the duplicate moves to the survivor (tables of this build
 * only), co-author lists are rewritten, the duplicate's name joins the survivor's aliases, the
 * duplicate is soft-deleted, and the dictionary `artist` is rebuilt — one transaction.
 *
 * Both artists are locked in Id order before anything is read for the decision, so that two merges
 * of the same pair (A→B and B→A) or chains (A→B, B→C) never leave works pointing at a deleted artist:
 * the later one finds its artist deleted and is refused.
 */
import { sql } from "kysely";
import { ancientArtist, paintingWork, resourceByName } from "../../../../src/catalogue/registry";
import { actionOf, validateRecord, type ActionDef } from "../../../../src/catalogue";
import { dialectOf, lockRow } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { recordChange } from "../../../resources/changes";
import { applyUpdate, inTransaction } from "../../../resources/methods";
import { selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { nextUtime } from "../../../platform/db/utime";
import type { AuthedCall } from "../../../platform/rpc/call";
import { conflict, invalid, precondition } from "../../../platform/wire/errors";
import { lockArtistDict, recountWorks } from "./artistDict";
import { artistHooks } from "./artistRules";
import { hasField, workTables } from "../artistWork/workTables";

const MAX_ALIASES = 10;

/** Tables whose `artistId` moves with a merge: the works, then glyphs, index entries and hot lists where they exist. */
function movingTables(): string[] {
  const others = ["glyph", "ancientIndexEntry", "hotArtist"].map((n) => resourceByName(n)).filter((r) => hasField(r, "artistId"));
  return [...workTables().map((w) => w.resource.table), ...others.map((r) => r!.table)];
}

/** The survivor's aliases with the duplicate's name and aliases added (no repeats, at most 10, the survivor's own name left out). */
export function mergedAliases(survivor: Row, duplicate: Row): string[] {
  const own = Array.isArray(survivor.aliases) ? (survivor.aliases as string[]) : [];
  const theirs = Array.isArray(duplicate.aliases) ? (duplicate.aliases as string[]) : [];
  const all = [...own, String(duplicate.name), ...theirs].filter((a) => a !== "" && a !== survivor.name);
  return [...new Set(all)].slice(0, MAX_ALIASES);
}

async function moveRows(tx: Tx, from: number, to: number, stamp: number): Promise<void> {
  const later = dialectOf(tx) === "postgres" ? sql`GREATEST(utime + 1, ${stamp})` : sql`MAX(utime + 1, ${stamp})`;
  for (const table of movingTables()) {
    await byCatalogue(tx).updateTable(table).set({ artistId: to, utime: later }).where("artistId", "=", from).execute();
  }
  // Co-author lists of paintings: the duplicate's Id becomes the survivor's (once, and never the author's own).
  const rows = await tx.selectFrom(paintingWork.table).select(["Id", "artistId", "coArtistIds"])
    .where("coArtistIds", "like", `%${String(from)}%`).execute();
  for (const row of rows) {
    const ids: unknown = typeof row.coArtistIds === "string" ? JSON.parse(row.coArtistIds) : row.coArtistIds;
    if (!Array.isArray(ids) || !ids.includes(from)) continue;
    const next = [...new Set((ids as number[]).map((id) => (id === from ? to : id)))].filter((id) => id !== Number(row.artistId));
    await tx.updateTable(paintingWork.table).set({ coArtistIds: JSON.stringify(next), utime: later }).where("Id", "=", row.Id as number).execute();
  }
}

const MERGE = "mergeAncientArtist";

/** ArtistServiceAdmin/mergeAncientArtist {Id, utime, data: {survivorId}}: answers the survivor as it now is. */
export async function mergeArtists(call: AuthedCall, payload: SelectionPayload): Promise<{ data: Row[]; total: number }> {
  const action = actionOf(ancientArtist, MERGE) as ActionDef;
  const [target] = selectionTargets(payload, { label: action.label, single: true, utimeRequired: true });
  const checked = validateRecord(action.input, payload.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  const duplicateId = (target as { id: number }).id;
  const survivorId = checked.value.survivorId as number;
  if (survivorId === duplicateId) throw invalid("不能把书画家合并到自己");
  const survivor = await inTransaction(call.db, async (tx) => {
    // The dictionary first (as every artist write), then the pair in Id order.
    await lockArtistDict(tx);
    const [first, second] = duplicateId < survivorId ? [duplicateId, survivorId] : [survivorId, duplicateId];
    const locked = new Map([[first, await lockRow(tx, ancientArtist, first)], [second, await lockRow(tx, ancientArtist, second)]]);
    const duplicate = locked.get(duplicateId) as Row;
    const kept = locked.get(survivorId) as Row;
    if (duplicate.deleted) throw precondition(`书画家「${String(duplicate.name)}」已被合并或删除`);
    if (kept.deleted) throw precondition(`保留的书画家「${String(kept.name)}」已被合并或删除，请选择其他书画家`);
    if (target?.utime !== undefined && duplicate.utime !== target.utime) throw conflict();

    const stamp = call.now();
    await moveRows(tx, duplicateId, survivorId, stamp);
    const summary = `合并重复：「${String(duplicate.name)}」并入「${String(kept.name)}」`;
    // The duplicate leaves the lists (and the dictionary) and cannot stay online.
    const gone = { deleted: 1, workCount: 0, publishState: duplicate.publishState === "online" ? "offline" : duplicate.publishState, utime: nextUtime(duplicate.utime as number, stamp) };
    await tx.updateTable(ancientArtist.table).set(gone).where("Id", "=", duplicateId).execute();
    await recordChange(tx, call, { resource: ancientArtist, action: "delete", method: MERGE, summary, recordId: duplicateId, before: duplicate, after: null });
    const after = await applyUpdate(tx, call, ancientArtist, kept, { aliases: mergedAliases(kept, duplicate) }, {
      hooks: artistHooks, change: { action: "action", method: MERGE, summary },
    });
    await recountWorks(tx, [survivorId]);
    return { ...after, workCount: (await lockRow(tx, ancientArtist, survivorId)).workCount };
  });
  return { data: [survivor], total: 1 };
}
