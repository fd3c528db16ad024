/**
 * The review of 西方作品数据 (content.md §12.4): 自动映射 fills medium, size and holder from the export's text;
 * 确认映射 checks what an import needs (the artist in /west, a Chinese title, a medium) and marks a work /west
 * already holds as 疑似重复; 关联已有作品 links such a row to that work instead of importing it; 接受更新
 * copies a changed source into the imported work. Imported rows are not edited any more (the work is).
 */
import { levelAtLeast } from "../../../../src/catalogue";
import { budartArtist, budartWork, museum, westernWork } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { denied, invalid, precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { applyUpdate } from "../../../resources/methods";
import { findRecord } from "../../../resources/queries";
import type { TransitionHook } from "../../../resources/transitions";
import { lockRow } from "../../../resources/rows";
import { westernWorkHooks } from "../../west/westernArtist/westArtists";
import { findWestDuplicate } from "./duplicates";
import { parseTechnique } from "./technique";
import { titleTranslator } from "./translator";

const EDITABLE_STATES = ["new", "mapped", "duplicate", "skipped"];

/** The museum a holder's text names (English or Chinese name inside it), or null. */
export async function museumFor(tx: Tx, locationText: unknown): Promise<number | null> {
  const text = typeof locationText === "string" ? locationText.toLowerCase() : "";
  if (text === "") return null;
  const rows = await tx.selectFrom(museum.table).select(["Id", "name", "nameEn"]).execute();
  const hit = rows.find((m) => (typeof m.nameEn === "string" && m.nameEn !== "" && text.includes(m.nameEn.toLowerCase())) || (typeof m.name === "string" && text.includes(m.name.toLowerCase())));
  return hit ? Number(hit.Id) : null;
}

/** The /west artist a staging work's artist row points at, or null. */
async function westArtistOf(tx: Tx, row: Row): Promise<{ id: number | null; name: string }> {
  if (typeof row.budartArtistId !== "number") return { id: null, name: "（未关联艺术家数据）" };
  const artist = await findRecord(tx, budartArtist, row.budartArtistId);
  return { id: typeof artist?.westernArtistId === "number" ? artist.westernArtistId : null, name: String(artist?.nameOriginal ?? row.budartArtistId) };
}

/** Sets a staging artist's workCount from its rows. */
async function recount(tx: Tx, artistId: unknown): Promise<void> {
  if (typeof artistId !== "number") return;
  const row = await tx.selectFrom(budartWork.table).select((eb) => eb.fn.countAll<number>().as("n")).where("budartArtistId", "=", artistId).executeTakeFirst();
  await tx.updateTable(budartArtist.table).set({ workCount: Number(row?.n ?? 0) }).where("Id", "=", artistId).execute();
}

export const budartWorkHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    if (mode === "create") return { ...value, imageState: value.imageState ?? "none" };
    // A transition or action writes the state itself; a plain edit of an imported row would not reach /west.
    if (current && !Object.hasOwn(value, "importState") && !EDITABLE_STATES.includes(String(current.importState))) {
      throw precondition(`「${String(current.titleOriginal)}」已导入，请在西方作品中修改`);
    }
    const next = { ...(current ?? {}), ...value };
    const dup = await tx.selectFrom(budartWork.table).select("Id").where("sourceName", "=", String(next.sourceName)).where("sourceId", "=", String(next.sourceId))
      .$if(current !== null, (q) => q.where("Id", "!=", Number(current?.Id))).executeTakeFirst();
    if (dup) throw invalid(`数据源「${String(next.sourceName)}」中已有源 ID「${String(next.sourceId)}」`);
    return value;
  },
  async afterWrite({ tx, value, current }) {
    if (value.budartArtistId !== undefined && value.budartArtistId !== current?.budartArtistId) {
      await recount(tx, current?.budartArtistId);
      await recount(tx, value.budartArtistId);
    }
  },
  async afterDelete({ tx, current }) {
    await recount(tx, current.budartArtistId);
  },
};

/** 确认映射: what the import needs is there; a work /west holds already ends 疑似重复. */
const map: TransitionHook = async ({ tx, current }) => {
  const artist = await westArtistOf(tx, current);
  if (artist.id === null) throw precondition(`艺术家「${artist.name}」尚未导入西方艺术，请先在「西方艺术家数据」中匹配或导入`);
  if (typeof current.titleZh !== "string" || current.titleZh.trim() === "") throw precondition(`「${String(current.titleOriginal)}」还没有中文标题，请先填写`);
  if (typeof current.medium !== "string" || current.medium === "") throw precondition(`「${String(current.titleOriginal)}」还没有媒材，请先自动映射或手工选择`);
  const duplicate = await findWestDuplicate(tx, current, artist.id);
  if (duplicate) return { importState: "duplicate", duplicateOfId: duplicate.Id };
  return { duplicateOfId: null };
};

/** Writing to /west needs its right too, whatever the staging right. */
function requireWestWrite(call: AuthedCall): void {
  if (!levelAtLeast(call.user.rights.westart, "WRITE")) throw denied("需要「西方艺术」作品的编辑权限");
}

const link: TransitionHook = async ({ call, tx, current }) => {
  requireWestWrite(call);
  const target = typeof current.duplicateOfId === "number" ? await findRecord(tx, westernWork, current.duplicateOfId) : null;
  if (!target) throw precondition("疑似重复的西方作品已不存在，请恢复后重新确认映射");
  return { westernWorkId: Number(target.Id) };
};

const accept: TransitionHook = async ({ call, tx, current }) => {
  requireWestWrite(call);
  if (typeof current.westernWorkId !== "number") throw precondition("这条数据没有关联的西方作品");
  const work = await lockRow(tx, westernWork, current.westernWorkId);
  const patch: Record<string, unknown> = { titleOriginal: String(current.titleOriginal).slice(0, 200), dateText: current.dateText ?? null };
  if (typeof current.heightCm === "number") patch.heightCm = current.heightCm;
  if (typeof current.widthCm === "number") patch.widthCm = current.widthCm;
  await applyUpdate(tx, call, westernWork, work, patch, { hooks: westernWorkHooks, change: { action: "action", method: "acceptBudartWork", summary: `接受数据源更新：西方作品「${String(work.title)}」` } });
};

export const budartWorkTransitions = { map, link, accept };

const autoMap: ActionHandler = async ({ tx, current }) => {
  if (current.importState !== "new") throw precondition(`「${String(current.titleOriginal)}」不是新数据，不能自动映射`);
  const parsed = parseTechnique(current.technique);
  const museumId = await museumFor(tx, current.locationText);
  return {
    medium: parsed.medium ?? current.medium ?? null,
    heightCm: parsed.heightCm ?? current.heightCm ?? null,
    widthCm: parsed.widthCm ?? current.widthCm ?? null,
    museumId: museumId ?? current.museumId ?? null,
  };
};

const translate: ActionHandler = async ({ current }) => {
  const titleZh = await titleTranslator()(String(current.titleOriginal), "auto");
  return { titleZh: titleZh.slice(0, 80) };
};

export const budartWorkActions = { autoMapBudartWork: autoMap, translateBudartWorkTitle: translate };
