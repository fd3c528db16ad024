/**
 * What one 阿里云视频点播 event notification (the POST body of an HTTP callback) does to our mirror of the
 * video, as the service documents each event: a pure function of the event and the video's current
 * values, so that an event arriving late (a FileUploadComplete after the TranscodeComplete) never moves a
 * video back. Events the console does not act on are recorded and change nothing.
 */
import { createHash } from "node:crypto";
import { VOD_EVENT_TYPES } from "../../../../../src/catalogue/resources/vodvideo/vodEvent";

export type VodEventBody = Readonly<Record<string, unknown>>;

const KNOWN = new Set<string>(VOD_EVENT_TYPES.map((t) => t.value).filter((v) => v !== "other"));

/** The video's values an event may change. */
export interface VideoState {
  readonly status: string;
  readonly definitions: readonly string[] | null;
  readonly cover: string | null;
  readonly durationSec: number | null;
  readonly fileSize: number | null;
}

/** The parsed notification: who it is about and what it says. */
export interface VodEvent {
  readonly eventType: string;
  readonly vendorEventType: string;
  readonly vendorVideoId: string | null;
  readonly eventStatus: string | null;
  readonly eventTime: number | null;
  /** SHA-256 of the body with its keys sorted: one event delivered twice has one key. */
  readonly eventKey: string;
  readonly body: VodEventBody;
}

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
  return v;
}

/** The notification, or null when the body is not one (no EventType). */
export function parseVodEvent(body: unknown): VodEvent | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const b = body as VodEventBody;
  const vendorEventType = text(b.EventType);
  if (!vendorEventType) return null;
  const time = text(b.EventTime);
  const parsed = time ? Date.parse(time) : NaN;
  return {
    eventType: KNOWN.has(vendorEventType) ? vendorEventType : "other",
    vendorEventType: vendorEventType.slice(0, 64),
    // Audit events name the video MediaId; the others VideoId.
    vendorVideoId: (text(b.VideoId) ?? text(b.MediaId))?.slice(0, 64) ?? null,
    eventStatus: text(b.Status)?.slice(0, 16) ?? null,
    eventTime: Number.isNaN(parsed) ? null : parsed,
    eventKey: createHash("sha256").update(JSON.stringify(canonical(b))).digest("hex"),
    body: b,
  };
}

/** `HD-MP4` (preset templates add the format) → `HD`. */
const definitionOf = (v: unknown): string | null => text(v)?.split("-")[0]?.toUpperCase() ?? null;

type Patch = Record<string, unknown>;

function moveFrom(state: VideoState, from: readonly string[], to: string, patch: Patch = {}): Patch {
  return from.includes(state.status) ? { ...patch, status: to } : patch;
}

/** The fields to write (only those that change), or {} when the event changes nothing. */
export function effectOf(event: VodEvent, state: VideoState): Patch {
  const b = event.body;
  const success = event.eventStatus === "success";
  const patch = ((): Patch => {
    switch (event.eventType) {
      case "FileUploadComplete":
      case "UploadByURLComplete": {
        // A transcoded stream uploaded by URL (FileType Stream) says nothing about the source.
        if (b.FileType === "Stream") return {};
        if (!success) return moveFrom(state, ["Uploading"], "UploadFail");
        const size = num(b.Size);
        return moveFrom(state, ["Uploading", "UploadFail"], "UploadSucc", size !== null ? { fileSize: Math.round(size) } : {});
      }
      case "StreamTranscodeComplete": {
        if (!success) return {};
        const def = definitionOf(b.Definition);
        const defs = def && !(state.definitions ?? []).includes(def) ? { definitions: [...(state.definitions ?? []), def] } : {};
        const duration = num(b.Duration);
        return moveFrom(state, ["Uploading", "UploadSucc"], "Transcoding", { ...defs, ...(duration !== null && state.durationSec === null ? { durationSec: duration } : {}) });
      }
      case "TranscodeComplete": {
        if (!success) return moveFrom(state, ["Uploading", "UploadSucc", "Transcoding"], "TranscodeFail");
        const streams = (Array.isArray(b.StreamInfos) ? b.StreamInfos : []) as Record<string, unknown>[];
        const done = streams.filter((s) => s.Status === "success");
        const defs = [...new Set(done.map((s) => definitionOf(s.Definition)).filter((d): d is string => d !== null))];
        const durations = done.map((s) => num(s.Duration)).filter((d): d is number => d !== null);
        return moveFrom(state, ["Uploading", "UploadSucc", "Transcoding", "TranscodeFail"], "Normal", {
          ...(defs.length > 0 ? { definitions: defs } : {}),
          ...(durations.length > 0 ? { durationSec: Math.max(...durations) } : {}),
        });
      }
      case "SnapshotComplete": {
        const cover = text(b.CoverUrl);
        return success && cover && !state.cover ? { cover } : {};
      }
      case "VideoAnalysisComplete": {
        if (!success) return {};
        const duration = num(b.Duration);
        const size = num(b.Size);
        return { ...(duration !== null ? { durationSec: duration } : {}), ...(size !== null ? { fileSize: Math.round(size) } : {}) };
      }
      case "CreateAuditComplete": {
        const audit = text(b.AuditStatus);
        if (!success || (audit !== "Normal" && audit !== "Blocked")) return {};
        return moveFrom(state, ["Normal", "Checking", "Blocked"], audit);
      }
      default:
        return {};
    }
  })();
  // Only what differs: an event delivered after another with the same news changes nothing.
  return Object.fromEntries(Object.entries(patch).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify((state as unknown as Record<string, unknown>)[k])));
}
