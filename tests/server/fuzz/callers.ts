/** Who calls, what each may change, and the seed of each (caller, method) property. */
import { createHash } from "node:crypto";
import { levelAtLeast, type Rights } from "../../../src/catalogue";
import type { Access } from "../../../server/platform/rpc/call";
import type { MethodInfo } from "./methods";

export const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
export const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

/** Calls that would end the administrator's own session. */
export const ADMIN_SKIPPED = new Set(["sys.SysAdmin/logout", "sys.SysAdmin/updatePassword"]);
/** Methods a signed-in caller may use to write to their own account without any right. */
const SELF_SERVICE_WRITES = new Set(["sys.SysAdmin/updatePassword", "PrefServiceAdmin/setPref"]);
/** Tables of each user's own settings, which any signed-in user may write (PrefServiceAdmin/setPref). */
export const SELF_SERVICE_TABLES: ReadonlySet<string> = new Set(["user_pref"]);
/** Reads that leave a record of having been made (下载原图, 下载作品集: a change record, and the zip stored to be fetched), by whoever holds the right to read. */
const AUDITED_READS = new Set(["HdpServiceAdmin/downloadHdImageMaster", "ShiyServiceAdmin/downloadApplicationPortfolio"]);
/** Reads that queue an export job for the caller (导出图录: the catalogue's Excel file), by whoever holds the right to read. */
const QUEUED_EXPORTS = new Set([
  "ShiyServiceAdmin/exportAuctionCatalogue",
  // 导出标注: the W3C AnnotationPages of /revise/hdplist as a zip.
  "ReviseServiceAdmin/exportAnnotationPages",
  // 导出报表: 运营报表 as an xlsx, one sheet per granularity.
  "DashboardServiceAdmin/exportReport",
]);

export interface Caller {
  readonly name: "anonymous" | "none" | "read" | "admin";
  readonly ip: string;
  readonly runs: number;
  token?: string;
  rights?: Rights;
}

/** A fresh set of callers (tokens and rights are filled in once their accounts exist). */
export function makeCallers(): Caller[] {
  return [
    // Callers without a right are turned away before any input is read, so a few payloads each say enough.
    { name: "anonymous", ip: "198.51.100.1", runs: 6 },
    { name: "none", ip: "198.51.100.2", runs: 8 },
    // Two thirds of the runs they had at ~710 methods (30 and 60), for the suite's time budget as methods are added;
    // a longer local session multiplies them back with FUZZ_SCALE (FUZZ_SCALE=1.5).
    { name: "read", ip: "198.51.100.3", runs: 20 },
    { name: "admin", ip: "198.51.100.4", runs: 40 },
  ];
}

/** Callers turned away at the gate: besides every call, their whole run is checked row by row against the database before it. */
export const checkedOnce = (caller: Caller): boolean => caller.name === "anonymous" || caller.name === "none";

export function seedOf(caller: string, key: string): number {
  return createHash("sha256").update(`${BASE_SEED}/${caller}/${key}`).digest().readInt32LE(0);
}

function holdsRight(caller: Caller, access: Access): boolean {
  if (access.kind === "public") return true;
  if (caller.token === undefined) return false;
  if (access.kind === "session") return true;
  return levelAtLeast(caller.rights?.[access.object], access.level);
}

/** Runs for a caller turned away at the gate: no input is read, so a few payloads say enough (as for `none`). */
const GATE_RUNS = 8;

/**
 * The runs of one (caller, method) property: the caller's own, or GATE_RUNS when the caller lacks the method's
 * right (the READ user on a WRITE method) and is refused before the payload is looked at.
 */
export function runsFor(caller: Caller, info: MethodInfo): number {
  return holdsRight(caller, info.access) ? caller.runs : Math.min(caller.runs, GATE_RUNS);
}

/** Whether the caller may change data through this method (otherwise nothing may change). */
export function mayWrite(caller: Caller, info: MethodInfo): boolean {
  if (!holdsRight(caller, info.access)) return false;
  if (info.access.kind === "right") return info.access.level === "WRITE" || AUDITED_READS.has(info.key) || QUEUED_EXPORTS.has(info.key);
  return SELF_SERVICE_WRITES.has(info.key);
}
