/**
 * The scheduler of content.md §8.7, as a sweeper: a published auction opens at its 开拍时间 (开拍 with
 * its lots), a timed lot falls at its 结束时间 (落槌 against the reserve), and an auction whose lots
 * have all fallen ends (结拍). Each change is the staff transition itself, taken as 系统 in a
 * transaction of its own on the locked row after its rule is asked again — so when several servers
 * sweep at once, one makes each change and the others find it made.
 */
import { transitionOf, type ResourceDef } from "../../../../src/catalogue";
import { auction, auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue, type Db, type Row, type Tx } from "../../../platform/db/types";
import type { AuthedCall, ServerDeps } from "../../../platform/rpc/call";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { lockRow, SYSTEM_ACTOR } from "../../../resources/rows";
import { applyTransition, type TransitionHook } from "../../../resources/transitions";
import { hammerLot } from "../auctionLot/lotEvents";
import { close, start } from "./lifecycle";

const BATCH = 200;
const OPEN_LOTS = ["pending", "bidding"];

/** The call the rules see when the system moves a record: 系统 at the sweep's time. */
function systemCall(deps: ServerDeps, now: number): AuthedCall {
  return {
    ...deps, now: () => now, ip: "", path: "sweep", token: undefined,
    user: { Id: SYSTEM_ACTOR.userId as unknown as number, userName: SYSTEM_ACTOR.userName, nickName: SYSTEM_ACTOR.userName, role: "system", rights: {} as AuthedCall["user"]["rights"], tokenHash: "" },
  };
}

/** Takes transition `name` on record `id` if `due` still holds on the locked row; answers whether it did. */
async function stepOnce(db: Db, call: AuthedCall, resource: ResourceDef, name: string, id: number, due: (row: Row, tx: Tx) => Promise<boolean> | boolean, hook: TransitionHook): Promise<boolean> {
  const transition = transitionOf(resource, name);
  if (!transition) throw new Error(`${resource.name} has no transition ${name}`);
  return db.transaction().execute(async (tx) => {
    const row = await lockRow(tx, resource, id);
    if (!(await due(row, tx))) return false;
    await applyTransition(tx, call, resource, transition, row, {}, { sideEffect: hook });
    return true;
  });
}

const hasOpenLots = async (tx: Tx, auctionId: number): Promise<boolean> =>
  (await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("auctionId", "=", auctionId).where("status", "in", OPEN_LOTS).limit(1).executeTakeFirst()) !== undefined;

export const timedSaleSweeper: Sweeper = {
  name: "auction.timedSale",
  async sweep(deps, now) {
    const { db } = deps;
    const call = systemCall(deps, now);
    let n = 0;
    const opening = await byCatalogue(db).selectFrom(auction.table).select("Id")
      .where("status", "=", "published").where("deleted", "=", 0).where("startAt", "<=", now).orderBy("startAt").limit(BATCH).execute();
    for (const { Id } of opening) {
      if (await stepOnce(db, call, auction, "start", Number(Id), (a) => a.status === "published" && Number(a.startAt) <= now, start)) n += 1;
    }
    const falling = await byCatalogue(db).selectFrom(auctionLot.table).select("Id")
      .where("status", "=", "bidding").where("endAt", "is not", null).where("endAt", "<=", now).orderBy("endAt").orderBy("Id").limit(BATCH).execute();
    for (const { Id } of falling) {
      if (await stepOnce(db, call, auctionLot, "hammer", Number(Id), (l) => l.status === "bidding" && l.endAt !== null && Number(l.endAt) <= now, hammerLot)) n += 1;
    }
    const selling = await byCatalogue(db).selectFrom(auction.table).select("Id").where("status", "=", "bidding").orderBy("Id").limit(BATCH).execute();
    for (const { Id } of selling) {
      const id = Number(Id);
      if (await stepOnce(db, call, auction, "close", id, async (a, tx) => a.status === "bidding" && !(await hasOpenLots(tx, id)), close)) n += 1;
    }
    return n;
  },
};
