import { teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import { lockRow, recordActorChange, SYSTEM_ACTOR } from "../../../resources/rows";
import { decodeRow } from "../../../platform/db/columns";
import type { Db, Row } from "../../../platform/db/types";
import { statusLabel } from "../../../resources/systemChange";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { BATCH, ids } from "../flashSale/phaseSweeper";
import { expireTeam } from "../teamBuyActivity/teams";

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
