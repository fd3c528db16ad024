import { byCatalogue } from "../../../platform/db/types";
import type { ResourceDef } from "../../../../src/catalogue";
import type { ServerDeps } from "../../../platform/rpc/call";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";
import { clockPhase, isLive } from "./phase";

/** Records looked at per sweeper and run; the rest wait for the next run. */
export const BATCH = 500;

export const ids = (rows: readonly { Id: unknown }[]) => rows.map((r) => Number(r.Id));

export async function countChanged(ids: readonly number[], change: (id: number) => Promise<boolean>): Promise<number> {
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
      const due = ids(await byCatalogue(db).selectFrom(resource.table).select("Id").where((eb) => eb.or([
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
