/** Writing artist-programme ledger entries (commerce.md §2.4): by the ledger's own rules, settlements and 生成本月台账. */
import { shanghaiDate } from "../../../../src/catalogue";
import { artistLedgerEntry } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { businessNo } from "../../../resources/businessNo";
import { recordChange } from "../../../resources/changes";
import { encodeRecord } from "../../../resources/columns";
import { findRecord, insertRecord } from "../../../resources/queries";
import { shareOf } from "./artistShare";

export interface ArtistShareInput {
  readonly artistId: string;
  readonly period: string;
  readonly sourceType: "COURSE_SALE" | "WORK_LICENSE" | "AUCTION" | "DERIVATIVE" | "ADJUSTMENT";
  readonly sourceRef?: string | null;
  readonly grossAmount: number;
  readonly shareRateBp: number;
  readonly status?: "PENDING" | "CONFIRMED";
  readonly adjustsEntry?: number | null;
  readonly reason?: string | null;
  /** What makes the entry once only (artist|month|source|ref): a second write of the same key adds nothing. */
  readonly sourceKey?: string | null;
}

/** The key of an entry written once per artist, month and source. */
export const shareKey = (e: Pick<ArtistShareInput, "artistId" | "period" | "sourceType" | "sourceRef">): string =>
  `${e.artistId}|${e.period}|${e.sourceType}|${e.sourceRef ?? ""}`;

function shareValues(call: AuthedCall, entry: ArtistShareInput, stamp: number): Record<string, unknown> {
  if (!Number.isInteger(entry.grossAmount) || !Number.isInteger(entry.shareRateBp)) throw new Error("writeArtistShare: amounts are whole fen and basis points");
  if (entry.sourceType !== "ADJUSTMENT" && entry.grossAmount < 0) throw new Error("writeArtistShare: only an adjustment may be negative");
  const share = shareOf(entry.grossAmount, entry.shareRateBp);
  return {
    entryNo: businessNo("AL", stamp), artistId: entry.artistId, period: entry.period, sourceType: entry.sourceType,
    sourceRef: entry.sourceRef ?? null, grossAmount: entry.grossAmount, shareRateBp: entry.shareRateBp, shareAmount: share,
    taxAmount: 0, payableAmount: share, status: entry.status ?? "PENDING", adjustsEntry: entry.adjustsEntry ?? null,
    reason: entry.reason ?? null, operator: call.user.userName, sourceKey: entry.sourceKey ?? null,
  };
}

/** Adds one ledger entry (PENDING unless told) with its share computed; answers it. */
export async function writeArtistShare(tx: Tx, call: AuthedCall, entry: ArtistShareInput): Promise<Row> {
  const stamp = call.now();
  const record = await insertRecord(tx, artistLedgerEntry, shareValues(call, entry, stamp), stamp);
  await recordChange(tx, call, { resource: artistLedgerEntry, action: "create", recordId: Number(record.Id), before: null, after: record });
  return record;
}

/**
 * Adds the entry of `sourceKey` unless it exists; answers it, or null when it was there already. Two
 * writers at once: the unique key lets one insert and the other add nothing (no error, no second row).
 */
export async function writeArtistShareOnce(tx: Tx, call: AuthedCall, entry: ArtistShareInput & { readonly sourceKey: string }): Promise<Row | null> {
  const stamp = call.now();
  const values = encodeRecord(artistLedgerEntry.fields, shareValues(call, entry, stamp));
  const inserted = await byCatalogue(tx).insertInto(artistLedgerEntry.table).values({ ...values, ctime: stamp, utime: stamp })
    .onConflict((oc) => oc.column("sourceKey").doNothing()).returning("Id").executeTakeFirst();
  if (!inserted) return null;
  const record = await findRecord(tx, artistLedgerEntry, Number(inserted.Id));
  if (!record) throw new Error("writeArtistShareOnce: the inserted entry is gone");
  await recordChange(tx, call, { resource: artistLedgerEntry, action: "create", recordId: Number(record.Id), before: null, after: record });
  return record;
}

/** Today's settlement month in Beijing time, for callers that write this month's shares. */
export const currentPeriod = (now: number): string => shanghaiDate(now).slice(0, 7);
