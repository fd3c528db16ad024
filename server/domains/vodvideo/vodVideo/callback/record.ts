/**
 * Takes one verified VOD event: records it once (its `eventKey`) and moves the video it names, in one
 * transaction. The video's row is locked first, so two deliveries of one event at the same moment run
 * one after the other and the second finds the first one's record; when no video is found the unique
 * key refuses the second insert and the work runs again, finding the record (nothing changes twice).
 */
import { vodEvent, vodVideo } from "../../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import { isUniqueViolation } from "../../../../platform/db/violations";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { insertRow, lockRow, patchRow, recordActorChange } from "../../../../resources/rows";
import { unpublishBlocked } from "../blocked";
import { effectOf, type VodEvent, type VideoState } from "./events";

const ACTOR = { userId: null, userName: "阿里云视频点播" } as const;

export interface Taken {
  readonly duplicate: boolean;
  readonly outcome: string;
}

function stateOf(row: Row): VideoState {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    status: String(row.status), definitions: Array.isArray(row.definitions) ? (row.definitions as string[]) : null,
    cover: typeof row.cover === "string" && row.cover !== "" ? row.cover : null, durationSec: n(row.durationSec), fileSize: n(row.fileSize),
  };
}

async function take(deps: ServerDeps, tx: Tx, event: VodEvent): Promise<Taken> {
  const found = event.vendorVideoId
    ? await tx.selectFrom("vod_video").select("Id").where("vendorVideoId", "=", event.vendorVideoId).executeTakeFirst()
    : undefined;
  const video = found ? await lockRow(tx, vodVideo, Number(found.Id)) : null;
  const seen = await byCatalogue(tx).selectFrom(vodEvent.table).select(["outcome"]).where("eventKey", "=", event.eventKey).executeTakeFirst();
  if (seen) return { duplicate: true, outcome: String(seen.outcome) };
  const now = deps.now();
  const patch = video ? effectOf(event, stateOf(video)) : {};
  const outcome = !video ? "unknownVideo" : event.eventType === "other" ? "unhandled" : Object.keys(patch).length > 0 ? "applied" : "unchanged";
  const after = video && outcome === "applied" ? await patchRow(tx, vodVideo, video, { ...patch, lastSyncedAt: now }, now) : video;
  await insertRow(tx, vodEvent, {
    eventType: event.eventType, vendorEventType: event.vendorEventType, vendorVideoId: event.vendorVideoId, vodVideoId: video ? Number(video.Id) : null,
    eventStatus: event.eventStatus, eventTime: event.eventTime, outcome, statusBefore: video?.status ?? null, statusAfter: after?.status ?? null,
    eventKey: event.eventKey, receivedAt: now, raw: event.body,
  }, now);
  if (video && after && outcome === "applied") {
    await recordActorChange(tx, ACTOR, {
      table: vodVideo, recordId: Number(video.Id), before: video, after, method: `notify/vod/${event.vendorEventType}`,
      summary: `点播视频「${String(video.title)}」：${event.vendorEventType}`, at: now,
    });
    if (after.status === "Blocked" && video.status !== "Blocked") await unpublishBlocked(tx, Number(video.Id), now);
  }
  return { duplicate: false, outcome };
}

export async function takeVodEvent(deps: ServerDeps, event: VodEvent): Promise<Taken> {
  const run = () => deps.db.transaction().execute((tx) => take(deps, tx, event));
  try {
    return await run();
  } catch (err) {
    if (!isUniqueViolation(err, deps.dialect)) throw err;
    return run();
  }
}
