/**
 * Client-app slots (commerce.md §6.0 placement): targeting checks on save, the 展示状态 at a moment,
 * and the sweeper that keeps the stored state current as windows open and close — so that a list
 * filtered on 生效中 shows what the app shows now. Used by the /wudang slot resources.
 */
import type { ResourceDef } from "../../src/catalogue";
import { APP_PLATFORMS } from "../../src/catalogue/resources/wudang/slotPlacement";
import { byCatalogue, type Row } from "../platform/db/types";
import type { Sweeper } from "../platform/sweep/sweeper";
import { invalid } from "../platform/wire/errors";
import { changeOnce, statusLabel } from "./systemChange";

export type DisplayState = "SCHEDULED" | "LIVE" | "EXPIRED" | "OFFLINE";

/** Which fields bound a resource's window (a live's is 预告开始 – 结束时间), and what else takes it offline. */
export interface WindowSpec {
  readonly startKey: string;
  readonly endKey: string;
  /** A record the app never shows whatever its window (a cancelled live). */
  readonly offline?: (row: Row) => boolean;
}

export const PLACEMENT_WINDOW: WindowSpec = { startKey: "startAt", endKey: "endAt" };

const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v));

/** The state at `now`: offline unless online; expired from the end (exclusive); scheduled before the start. */
export function displayStateAt(row: Row, now: number, spec: WindowSpec = PLACEMENT_WINDOW): DisplayState {
  if (!row.online || spec.offline?.(row)) return "OFFLINE";
  const end = num(row[spec.endKey]);
  if (end !== null && now >= end) return "EXPIRED";
  const start = num(row[spec.startKey]);
  if (start !== null && now < start) return "SCHEDULED";
  return "LIVE";
}

/** −1, 0, 1 for semver strings `x.y.z`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Refuses unknown platforms, a version range that holds no version, and a window that ends before it starts. */
export function checkPlacement(merged: Row, spec: WindowSpec = PLACEMENT_WINDOW, platforms: readonly string[] = APP_PLATFORMS.map((p) => p.value)): void {
  const chosen = Array.isArray(merged.platforms) ? (merged.platforms as string[]) : [];
  const unknown = chosen.filter((p) => !platforms.includes(p));
  if (unknown.length > 0) throw invalid(`未知的投放平台：${unknown.join("、")}（可选 ${platforms.join("、")}）`);
  const min = typeof merged.minAppVersion === "string" && merged.minAppVersion !== "" ? merged.minAppVersion : null;
  const max = typeof merged.maxAppVersion === "string" && merged.maxAppVersion !== "" ? merged.maxAppVersion : null;
  if (min !== null && max !== null && compareVersions(min, max) >= 0) throw invalid(`最高版本（${max}，不含）须高于最低版本（${min}）`);
  const start = num(merged[spec.startKey]);
  const end = num(merged[spec.endKey]);
  if (start !== null && end !== null && end <= start) throw invalid("结束时间须晚于开始时间");
}

/** The stored state a save writes: the record as it will be, at the call's moment. */
export function placementPatch(merged: Row, now: number, spec: WindowSpec = PLACEMENT_WINDOW): { displayState: DisplayState } {
  return { displayState: displayStateAt(merged, now, spec) };
}

const BATCH = 500;

/**
 * Moves 待生效 → 生效中 at the start and 待生效/生效中 → 已过期 at the end, each record in its own
 * transaction on the locked row (changeOnce), so two servers sweeping at once change it once.
 */
export function placementSweeper(resource: ResourceDef, spec: WindowSpec = PLACEMENT_WINDOW): Sweeper {
  return {
    name: `${resource.name}.displayState`,
    async sweep({ db }, now) {
      const due = await byCatalogue(db).selectFrom(resource.table).select("Id").where((eb) => eb.or([
        eb.and([eb("displayState", "=", "SCHEDULED"), eb(spec.startKey, "<=", now)]),
        eb.and([eb("displayState", "in", ["SCHEDULED", "LIVE"]), eb(spec.endKey, "<=", now)]),
      ])).orderBy("Id").limit(BATCH).execute();
      let n = 0;
      for (const { Id } of due) {
        const made = await changeOnce(db, resource, Number(Id), now, (row) => {
          const next = displayStateAt(row, now, spec);
          return next === row.displayState ? null : { displayState: next };
        }, (b, a) => `${resource.label}「${String(b[resource.titleField])}」：${statusLabel(resource, b.displayState, "displayState")} → ${statusLabel(resource, a.displayState, "displayState")}（投放时间）`);
        if (made) n += 1;
      }
      return n;
    },
  };
}
