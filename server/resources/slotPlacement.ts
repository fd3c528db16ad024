/**
 * The placement rules of the client-app slots (commerce.md §6.0), one module for every /wudang slot:
 * targeting and window checks with Chinese messages, and `displayState` — whether the app shows the slot
 * now — computed by the server on every save at the call's clock and moved by a sweeper when a window
 * opens or closes (so the list's 生效中 filter is what the clients see). How many may be live at once:
 * slotLiveLimit.ts.
 */
import { APP_PLATFORMS, type DISPLAY_STATES } from "../../src/catalogue/resources/wudang/slotPlacement";
import type { ResourceDef } from "../../src/catalogue";
import type { Row } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import type { ServerDeps } from "../platform/rpc/call";
import type { Sweeper } from "../platform/sweep/sweeper";
import { invalid } from "../platform/wire/errors";
import type { ResourceHooks, WriteContext } from "./hooks";
import { changeOnce, statusLabel } from "./systemChange";

export type DisplayState = (typeof DISPLAY_STATES)[number]["value"];
export const PLATFORM_CODES: readonly string[] = APP_PLATFORMS.map((p) => p.value);
export const platformLabel = (code: string) => APP_PLATFORMS.find((p) => p.value === code)?.label ?? code;

/** Compares two `x.y.z` versions numerically (3.10.0 is after 3.9.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export const present = (v: unknown) => v !== null && v !== undefined && v !== "";
export const timeOf = (v: unknown): number | null => (present(v) ? Number(v) : null);

/** Whether a slot that staff keep online is inside its window at `now` (end exclusive; empty ends are open). */
export function windowStateAt(row: Row, now: number): "SCHEDULED" | "LIVE" | "EXPIRED" {
  const start = timeOf(row.startAt);
  const end = timeOf(row.endAt);
  if (end !== null && now >= end) return "EXPIRED";
  if (start !== null && now < start) return "SCHEDULED";
  return "LIVE";
}

/** Whether staff keep a slot shown: its `online` switch (a notice: published; a live: online and not cancelled). */
export type ShownOf = (row: Row) => boolean;
export const onlineShown: ShownOf = (row) => row.online === true || row.online === 1;

/** What the app shows of a slot at `now`: nothing while it is not shown (offline, unpublished), else by its window. */
export function displayStateAt(row: Row, now: number, shown: boolean | ShownOf = onlineShown): DisplayState {
  const isShown = typeof shown === "function" ? shown(row) : shown;
  return isShown ? windowStateAt(row, now) : "OFFLINE";
}

/** The platforms a slot names, checked and without repeats (empty: every platform). */
export function checkedPlatforms(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : [];
  const unknown = list.filter((p) => !PLATFORM_CODES.includes(p));
  if (unknown.length > 0) throw invalid(`投放平台「${unknown.join("、")}」不存在，可选：${APP_PLATFORMS.map((p) => `${p.value}（${p.label}）`).join("、")}`);
  return [...new Set(list)];
}

/** Refuses a version range that admits no version and a window that ends before it starts. */
export function checkTargeting(next: Row): void {
  const min = present(next.minAppVersion) ? String(next.minAppVersion) : null;
  const max = present(next.maxAppVersion) ? String(next.maxAppVersion) : null;
  if (min !== null && max !== null && compareVersions(min, max) >= 0) {
    throw invalid(`最高版本 ${max} 须高于最低版本 ${min}（含最低版本，不含最高版本）`);
  }
  const start = timeOf(next.startAt);
  const end = timeOf(next.endAt);
  if (start !== null && end !== null && end <= start) throw invalid("投放结束时间须晚于开始时间");
}

/** Whether a slot's targeting admits a client of `platform` at `version` (the rule the app's slot API applies). */
export function targets(row: Row, platform: string, version: string): boolean {
  const platforms = Array.isArray(row.platforms) ? (row.platforms as string[]) : [];
  if (platforms.length > 0 && !platforms.includes(platform)) return false;
  if (present(row.minAppVersion) && compareVersions(version, String(row.minAppVersion)) < 0) return false;
  if (present(row.maxAppVersion) && compareVersions(version, String(row.maxAppVersion)) >= 0) return false;
  return true;
}

/** The checks of a save on the record as it will be: platforms, versions and window (the hooks run them too). */
export function checkPlacement(next: Row): void {
  checkedPlatforms(next.platforms);
  checkTargeting(next);
}

/** The stored state a save writes: the record as it will be, at the call's moment. */
export function placementPatch(next: Row, now: number, shownOf: ShownOf = onlineShown): { displayState: DisplayState } {
  return { displayState: displayStateAt(next, now, shownOf) };
}

export interface PlacementOptions {
  /** Whether staff keep the slot shown (default: its `online` switch; a notice: published). */
  readonly shown?: (row: Row) => boolean;
  /** The slot's own rules on the merged record, before its state is written. */
  readonly check?: (ctx: WriteContext, next: Row) => Promise<void> | void;
}

/** The hooks every slot's writes pass through: targeting checked, then `displayState` at the call's clock. */
export function placementHooks(options: PlacementOptions = {}): ResourceHooks {
  const shown = options.shown ?? onlineShown;
  return {
    async beforeWrite(ctx) {
      const value = { ...ctx.value };
      if (Object.hasOwn(value, "platforms")) value.platforms = checkedPlatforms(value.platforms);
      const next = { ...(ctx.current ?? {}), ...value } as Row;
      checkTargeting(next);
      const displayState = displayStateAt(next, ctx.call.now(), shown(next));
      await options.check?.(ctx, { ...next, displayState });
      return { ...value, displayState };
    },
  };
}

/** Records looked at per run; the rest wait for the next run. */
const BATCH = 500;

/**
 * Moves `displayState` when a window opens (待生效 → 生效中) or closes (生效中 → 已过期), once per record
 * and as 系统, safe when two servers sweep at once (changeOnce re-asks on the locked record).
 */
export function placementSweeper(resource: ResourceDef, shownOf: ShownOf = onlineShown): Sweeper {
  return {
    name: `${resource.name}.displayState`,
    async sweep({ db }: ServerDeps, now: number) {
      const due = await byCatalogue(db).selectFrom(resource.table).select("Id").where((eb) => eb.or([
        eb.and([eb("displayState", "=", "SCHEDULED"), eb.or([eb("startAt", "is", null), eb("startAt", "<=", now), eb("endAt", "<=", now)])]),
        eb.and([eb("displayState", "=", "LIVE"), eb("endAt", "is not", null), eb("endAt", "<=", now)]),
      ])).orderBy("Id").limit(BATCH).execute();
      let changed = 0;
      for (const { Id } of due) {
        const made = await changeOnce(db, resource, Number(Id), now, (row) => {
          if (row.displayState !== "SCHEDULED" && row.displayState !== "LIVE") return null;
          const state = displayStateAt(row, now, shownOf(row));
          return state === row.displayState ? null : { displayState: state };
        }, (b, a) => `${resource.label}「${String(b[resource.titleField])}」：${statusLabel(resource, b.displayState, "displayState")} → ${statusLabel(resource, a.displayState, "displayState")}（${a.displayState === "LIVE" ? "到达投放开始时间" : "投放时间已过"}）`);
        if (made) changed += 1;
      }
      return changed;
    },
  };
}
