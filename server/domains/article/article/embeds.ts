/**
 * The composer's embeds resolved when shown (content.md §7.3, §17.6): a work card names a work by kind
 * and Id and shows its current title and attribution (a renamed work updates every article); a video
 * names a library video and shows its title and length. For the preview they become the app's cards;
 * for the official account, which keeps no custom tags, plain paragraphs saying the same.
 */
import type { Db, Tx } from "../../../platform/db/types";
import { resolveHdDetails, type TileSigner } from "./hdDetails";

type WorkType = "suha" | "sufa" | "west" | "shiy";

interface Work {
  readonly title: string;
  readonly line: string;
}

/** Where each kind of card looks, what it is called, and the line under its title. */
const WORKS: Readonly<Record<WorkType, { table: "painting_work" | "calligraphy_work" | "western_work" | "programme_work"; label: string }>> = {
  suha: { table: "painting_work", label: "书画" },
  sufa: { table: "calligraphy_work", label: "书法" },
  west: { table: "western_work", label: "西方艺术" },
  shiy: { table: "programme_work", label: "驻留作品" },
};

const CARD = /<work-card type="(suha|sufa|west|shiy)" id="(\d+)"><\/work-card>/g;
const VIDEO = /<vod-video id="(\d+)"><\/vod-video>/g;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const joined = (...parts: unknown[]) => parts.filter((p) => typeof p === "string" && p.trim() !== "").join(" · ");

async function worksOf(db: Db | Tx, type: WorkType, ids: number[]): Promise<Map<number, Work>> {
  const out = new Map<number, Work>();
  if (ids.length === 0) return out;
  const { table } = WORKS[type];
  // Only works the app shows: not deleted, online.
  const rows = await db.selectFrom(table).selectAll().where("Id", "in", ids).where("deleted", "=", 0).where("publishState", "=", "online").execute() as Record<string, unknown>[];
  // The line under the title as a reader reads it: the artist's name and the date (no codes).
  const artistIds = [...new Set(rows.map((r) => Number(r.artistId)).filter((id) => id > 0))];
  const artistTable = type === "shiy" ? "programme_artist" : "ancient_artist";
  const names = new Map(type === "west" || artistIds.length === 0 ? [] : (await db.selectFrom(artistTable).select(["Id", "name"]).where("Id", "in", artistIds).execute())
    .map((a) => [Number(a.Id), String(a.name ?? "")] as const));
  for (const r of rows) {
    const artist = type === "west" ? r.artistName : names.get(Number(r.artistId));
    const date = type === "west" ? r.dateText : type === "shiy" ? (r.year === null ? null : `${String(r.year)} 年`) : r.yearText;
    out.set(Number(r.Id), { title: String(r.title ?? ""), line: joined(artist, date) });
  }
  return out;
}

const duration = (sec: unknown) => (typeof sec === "number" && sec > 0 ? `${Math.floor(sec / 60)}:${String(Math.round(sec % 60)).padStart(2, "0")}` : "");

/**
 * The embeds of sanitised article HTML, for the phone preview (`app`) or the official account (`wechat`);
 * HD details need the signer for the app (hdDetails.ts).
 */
export async function resolveEmbeds(db: Db | Tx, stored: string, target: "app" | "wechat", signer: TileSigner | null = null): Promise<string> {
  const html = await resolveHdDetails(db, stored, target, signer);
  if (!html.includes("<work-card") && !html.includes("<vod-video")) return html;
  const wanted: Record<WorkType, number[]> = { suha: [], sufa: [], west: [], shiy: [] };
  for (const [, type, id] of html.matchAll(CARD)) wanted[type as WorkType].push(Number(id));
  const works = Object.fromEntries(await Promise.all((Object.keys(WORKS) as WorkType[]).map(async (t) => [t, await worksOf(db, t, wanted[t])] as const))) as Record<WorkType, Map<number, Work>>;
  const videoIds = [...html.matchAll(VIDEO)].map(([, id]) => Number(id));
  const videos = new Map((videoIds.length === 0 ? [] : await db.selectFrom("vod_video").select(["Id", "title", "durationSec", "status"]).where("Id", "in", videoIds).execute())
    .map((v) => [Number(v.Id), v] as const));

  return html.replace(CARD, (_all, type: WorkType, id: string) => {
    const w = works[type].get(Number(id));
    const kind = WORKS[type].label;
    if (target === "wechat") return w ? `<p><strong>《${escape(w.title)}》</strong>（${escape(joined(kind, w.line))}）</p>` : "";
    if (!w) return `<aside class="work-card missing" data-type="${type}"><p>${kind}作品已下线或不存在</p></aside>`;
    return `<aside class="work-card" data-type="${type}"><p class="wc-kind">${kind}</p><p class="wc-title">《${escape(w.title)}》</p>${w.line ? `<p class="wc-line">${escape(w.line)}</p>` : ""}</aside>`;
  }).replace(VIDEO, (_all, id: string) => {
    const v = videos.get(Number(id));
    if (target === "wechat") return v ? `<p>【视频】${escape(String(v.title))}（请在墨苑 App 中观看）</p>` : "";
    if (!v) return `<figure class="vod-video missing"><p>视频已删除</p></figure>`;
    const len = duration(v.durationSec === null ? null : Number(v.durationSec));
    return `<figure class="vod-video"><p class="vv-play" aria-hidden="true">▶</p><figcaption>${escape(String(v.title))}${len ? ` · ${len}` : ""}</figcaption></figure>`;
  });
}
