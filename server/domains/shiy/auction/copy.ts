/**
 * 复制为新拍卖会 (content.md §8.7): a new auction in 筹备中 with the same terms, rules and cover, the
 * same sessions (numbers, names, 图录号 ranges) and special sales (on the copied sessions) — no lot,
 * bid or result. Every date is left empty for staff to set: the new auction cannot be published before.
 */
import { actionOf, shanghaiDate, validateRecord, type ResourceDef } from "../../../../src/catalogue";
import { auction, auctionSession, auctionSpecialSale } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { write, type AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { encodeRecord } from "../../../resources/columns";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { actorOf, lockRow, recordActorChange } from "../../../resources/rows";
import { nextAuctionCode } from "./code";

const COPY = actionOf(auction, "copyAuction") ?? (() => {
  throw new Error("auction: action copyAuction is missing from the catalogue");
})();

const TERMS = ["auctionType", "cover", "depositAmount", "buyerPremiumRate", "sellerFeeRate", "incrementLadder", "extendWindowSec", "extendSec", "lotIntervalSec", "rules"] as const;

const pick = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));

/** Inserts a row as the server writes it, with its change record; dates may be empty (required only in the editor). */
async function insertCopy(tx: Tx, call: AuthedCall, resource: ResourceDef, values: Record<string, unknown>, summary: string): Promise<Row> {
  const at = call.now();
  const inserted = await byCatalogue(tx).insertInto(resource.table).values({ ...encodeRecord(resource.fields, values), ctime: at, utime: at }).returning("Id").executeTakeFirstOrThrow();
  const row = decodeRow(resource.fields, await byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", Number(inserted.Id)).executeTakeFirstOrThrow());
  await recordActorChange(tx, actorOf(call), { table: resource, recordId: Number(row.Id), before: null, after: row, at, method: COPY.name, summary });
  return row;
}

export async function copyAuction(tx: Tx, call: AuthedCall, sourceId: number, name: string | null): Promise<Row> {
  const from = await lockRow(tx, auction, sourceId);
  const title = (name ?? `${String(from.name)}（副本）`).slice(0, 60);
  const made = await insertCopy(tx, call, auction, {
    ...pick(from, TERMS), name: title, code: await nextAuctionCode(tx, shanghaiDate(call.now()).slice(0, 4)),
    previewStartAt: null, previewEndAt: null, startAt: null, endAt: null, status: "draft", deleted: false,
    lotCount: 0, soldCount: 0, turnover: 0, sellThroughRate: 0, forfeitedDeposits: 0,
  }, `复制为新拍卖会：「${String(from.name)}」→「${title}」`);
  const sessions = new Map<number, number>();
  for (const s of await byCatalogue(tx).selectFrom(auctionSession.table).selectAll().where("auctionId", "=", sourceId).orderBy("sessionNo").execute()) {
    const copy = await insertCopy(tx, call, auctionSession, {
      ...pick(s, ["sessionNo", "name", "auctioneer", "liveRoomId", "lotNoFrom", "lotNoTo"]), auctionId: made.Id, startAt: null, status: "scheduled", lotCount: 0, soldCount: 0, turnover: 0,
    }, `复制场次：「${String(s.name)}」（拍卖会「${title}」）`);
    sessions.set(Number(s.Id), Number(copy.Id));
  }
  for (const sale of await byCatalogue(tx).selectFrom(auctionSpecialSale.table).selectAll().where("auctionId", "=", sourceId).orderBy("sort").orderBy("Id").execute()) {
    await insertCopy(tx, call, auctionSpecialSale, {
      ...pick(sale, ["title", "cover", "intro", "curator", "sort"]), auctionId: made.Id,
      sessionId: sale.sessionId === null || sale.sessionId === undefined ? null : sessions.get(Number(sale.sessionId)) ?? null, lotCount: 0, soldCount: 0, turnover: 0,
    }, `复制专场：「${String(sale.title)}」（拍卖会「${title}」）`);
  }
  return made;
}

/** {service}/copyAuction `{Id | Ids: [Id], data: {name?}}`: answers the new auction as `data`, which the console opens. */
export function registerCopyAuction(registry: MethodRegistry): void {
  registry.add(method({
    service: auction.service, method: COPY.name, access: write(auction.access), input: selectionPayload,
    async handler(call, input: SelectionPayload) {
      const [target] = selectionTargets(input, { label: COPY.label, single: true, utimeRequired: false });
      if (!target) throw invalid("请提供 Id");
      const checked = validateRecord(COPY.input, input.data ?? {}, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      const name = typeof checked.value.name === "string" && checked.value.name.trim() !== "" ? checked.value.name.trim() : null;
      const data = await inTransaction(call.db, (tx) => copyAuction(tx, call, target.id, name));
      return { data };
    },
  }));
}
