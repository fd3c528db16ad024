import { exhibition } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";

const BATCH = 200;

/** Where an exhibition that is on line stands at `now` by its dates: 待开展, 展出中 or 已结束. */
export function stateByDates(row: Readonly<Record<string, unknown>>, now: number): "scheduled" | "online" | "ended" {
  if (Number(row.endAt) <= now) return "ended";
  return Number(row.startAt) <= now ? "online" : "scheduled";
}

/**
 * content.md §13.1's scheduler: a 待开展 exhibition opens at its 开展时间 and one 展出中 ends at its 结束时间
 * (it stays readable as 往期展览). Each change locks the exhibition and asks again, so two servers
 * sweeping at once make it once. (The push candidates §13.1 asks for at opening belong to 推送消息,
 * /wudang/pushMsgList, which is built apart: none are written here.)
 */
export const exhibitionScheduler: Sweeper = {
  name: "exhibition.scheduler",
  async sweep({ db }, now) {
    const due = await db.selectFrom("exhibition").select("Id")
      .where((eb) => eb.or([
        eb.and([eb("status", "=", "scheduled"), eb("startAt", "<=", now)]),
        eb.and([eb("status", "=", "online"), eb("endAt", "<=", now)]),
      ])).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, exhibition, Number(Id), now, (row) => {
        if (row.status !== "scheduled" && row.status !== "online") return null;
        const next = stateByDates(row, now);
        return next === row.status || (row.status === "online" && next === "scheduled") ? null : { status: next };
      }, (b, a) => `线上展览「${String(b.title)}」：${statusLabel(exhibition, b.status)} → ${statusLabel(exhibition, a.status)}`);
      if (changed) n += 1;
    }
    return n;
  },
};
