import type { ResourceDef } from "../../src/catalogue";
import { coupon, couponRecord, discountActivity, flashSale, teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../src/catalogue/registry";
import { lockRow, recordActorChange, SYSTEM_ACTOR } from "../resources/rows";
import { decodeRow } from "../platform/db/columns";
import type { Db, Row } from "../platform/db/types";
import type { ServerDeps } from "../platform/rpc/call";
import { changeOnce, statusLabel } from "../resources/systemChange";
import type { Sweeper } from "../platform/sweep/sweeper";
import { courseActivityPhaseSweeper, courseActivityStatsSweeper } from "./courseActivitySweeps";
import { clockPhase, isLive } from "./phase";
import { expireTeam } from "./teams";

/** Records looked at per sweeper and run; the rest wait for the next run. */
const BATCH = 500;

const ids = (rows: readonly { Id: unknown }[]) => rows.map((r) => Number(r.Id));

async function countChanged(ids: readonly number[], change: (id: number) => Promise<boolean>): Promise<number> {
  let n = 0;
  for (const id of ids) if (await change(id)) n += 1;
  return n;
}

/**
 * §12.5 activity phase by the clock: NOT_STARTED → ONGOING at startAt; NOT_STARTED, ONGOING,
 * SOLD_OUT → ENDED once endAt has passed. DRAFT and CLOSED are staff's and never move.
 */
export function phaseSweeper(resource: ResourceDef): Sweeper {
  return {
    name: `${resource.name}.phase`,
    // Phases first: the teams, coupons and takes swept after them are bounded by their activity's end.
    order: 10,
    async sweep({ db }: ServerDeps, now: number) {
      const due = ids(await db.selectFrom(resource.table).select("Id").where((eb) => eb.or([
        eb.and([eb("status", "in", ["NOT_STARTED", "ONGOING", "SOLD_OUT"]), eb("endAt", "<", now)]),
        eb.and([eb("status", "=", "NOT_STARTED"), eb("startAt", "<=", now)]),
      ])).orderBy("Id").limit(BATCH).execute());
      return countChanged(due, (id) => changeOnce(db, resource, id, now, (row) => {
        if (!isLive(row.status)) return null;
        const phase = clockPhase(row, now);
        if (phase === "ENDED") return { status: "ENDED" };
        if (phase === "ONGOING" && row.status === "NOT_STARTED") return { status: "ONGOING" };
        return null;
      }, (b, a) => `${resource.label}「${String(b[resource.titleField])}」：${statusLabel(resource, b.status)} → ${statusLabel(resource, a.status)}（${a.status === "ENDED" ? "活动时间已过" : "到达开始时间"}）`));
    },
  };
}

/** §4.6: an issuing coupon template ends when its claim window has closed (ACTIVE → ENDED). */
export const couponEndSweeper: Sweeper = {
  name: "coupon.claimEnd",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(coupon.table).select("Id").where("status", "=", "ACTIVE").where("claimEndAt", "<", now).orderBy("Id").limit(BATCH).execute());
    return countChanged(due, (id) => changeOnce(db, coupon, id, now,
      (row) => (row.status === "ACTIVE" && Number(row.claimEndAt) < now ? { status: "ENDED" } : null),
      (b) => `优惠券「${String(b.name)}」：发放中 → 已结束（领取时间已过）`));
  },
};

/** §4.6: an unused coupon record expires after its validTo (UNUSED → EXPIRED); a locked one waits for its order. */
export const couponRecordExpirySweeper: Sweeper = {
  name: "couponRecord.expiry",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(couponRecord.table).select("Id").where("status", "=", "UNUSED").where("validTo", "<", now).orderBy("Id").limit(BATCH).execute());
    return countChanged(due, (id) => changeOnce(db, couponRecord, id, now,
      (row) => (row.status === "UNUSED" && Number(row.validTo) < now ? { status: "EXPIRED" } : null),
      (b) => `领用记录「${String(b.recordNo)}」：未使用 → 已过期`));
  },
};

const memberKey = (m: Row) => `${String(m.status)}|${String(m.utime)}`;

/**
 * §4.2: a forming team past its deadline fails and every paid member is refunded in full (or is
 * filled with virtual members when the activity fakes teams), through expireTeam, with the team
 * locked: a team is expired, and its members refunded, once however many servers sweep.
 */
async function expireOnce(db: Db, id: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const before = await lockRow(tx, teamBuyTeam, id);
    if (before.status !== "FORMING" || now < Number(before.expireAt)) return false;
    const membersOf = async () => (await tx.selectFrom(teamBuyMember.table).selectAll().where("teamId", "=", id).orderBy("Id").execute()).map((m) => decodeRow(teamBuyMember.fields, m));
    const membersBefore = new Map((await membersOf()).map((m) => [Number(m.Id), m]));
    const after = await expireTeam(tx, id, now);
    await recordActorChange(tx, SYSTEM_ACTOR, {
      table: teamBuyTeam, recordId: id, before, after, method: "sweep", at: now,
      summary: `团「${String(before.teamNo)}」：拼团中 → ${statusLabel(teamBuyTeam, after.status)}（到截止时间）`,
    });
    for (const m of await membersOf()) {
      const old = membersBefore.get(Number(m.Id)) ?? null;
      if (old && memberKey(old) === memberKey(m)) continue;
      await recordActorChange(tx, SYSTEM_ACTOR, {
        table: teamBuyMember, recordId: Number(m.Id), before: old, after: m, method: "sweep", at: now,
        summary: old ? `参团成员：${statusLabel(teamBuyMember, old.status)} → ${statusLabel(teamBuyMember, m.status)}（团「${String(before.teamNo)}」到期）` : `模拟成员（团「${String(before.teamNo)}」到期模拟成团）`,
      });
    }
    return true;
  });
}

export const teamExpirySweeper: Sweeper = {
  name: "teamBuyTeam.expiry",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(teamBuyTeam.table).select("Id").where("status", "=", "FORMING").where("expireAt", "<=", now).orderBy("Id").limit(BATCH).execute());
    // One team whose refund the channel refuses does not hold up the others; it is tried again next run.
    let n = 0;
    for (const id of due) {
      try {
        if (await expireOnce(db, id, now)) n += 1;
      } catch (err) {
        console.error(`[sweep] team ${id} expiry failed`, err);
      }
    }
    return n;
  },
};

/** The marketing sweepers, in the order they run (phases first: a team's deadline never exceeds its activity's end). */
export const MARKETING_SWEEPERS: readonly Sweeper[] = [
  phaseSweeper(teamBuyActivity), phaseSweeper(flashSale), phaseSweeper(discountActivity),
  couponEndSweeper, couponRecordExpirySweeper, teamExpirySweeper,
  courseActivityPhaseSweeper, courseActivityStatsSweeper,
];
