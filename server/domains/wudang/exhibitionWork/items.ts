/**
 * The works an exhibition shows (content.md §13.2): each is a live record of the library its type
 * names. The server looks the work up itself — the console's picker only proposes — and copies what
 * the label needs, so an Id that is no work of that library, or one deleted, is refused.
 */
import { resourceByName } from "../../../../src/catalogue/registry";
import { EXHIBIT_ITEM_RESOURCES, type ExhibitItemType } from "../../../../src/catalogue/resources/wudang/exhibitionEnums";
import type { ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { denied, invalid } from "../../../platform/wire/errors";
import { findRecord } from "../../../resources/queries";

/** The library resource of an item type. */
export function itemResource(itemType: unknown): ResourceDef {
  const name = EXHIBIT_ITEM_RESOURCES[itemType as ExhibitItemType] as string | undefined;
  const def = name === undefined ? undefined : resourceByName(name);
  if (!def) throw invalid(`不支持的展品类型「${String(itemType)}」`);
  return def;
}

/** The live work of `itemType` with Id `itemId`, which the caller may read; refuses otherwise. */
export async function findItem(call: AuthedCall, tx: Tx, itemType: unknown, itemId: unknown): Promise<{ def: ResourceDef; row: Row }> {
  const def = itemResource(itemType);
  const right = (call.user.rights as Readonly<Record<string, string | undefined>>)[def.access];
  if (right !== "READ" && right !== "WRITE") throw denied(`没有查看「${def.label}」的权限，不能把它加入展览`);
  const row = typeof itemId === "number" ? await findRecord(tx, def, itemId) : null;
  if (!row) throw invalid(`所选展品不存在或已删除：${def.label} Id ${String(itemId)}`);
  return { def, row };
}

/** The item's title, as its library names it. */
export const itemTitle = (def: ResourceDef, row: Row): string => String(row[def.titleField] ?? "").slice(0, 60);

/**
 * The label an item gets when none is written: of 作者 · 纪年 · 纵×横, what the library records as text
 * (dictionary values stay out: they are keys, which the app names itself).
 */
export function defaultLabel(row: Row): string | null {
  const size = typeof row.heightCm === "number" && typeof row.widthCm === "number" ? `纵${row.heightCm}厘米 × 横${row.widthCm}厘米` : null;
  const parts = [row.artistName, row.yearText, row.dimensionsText ?? size].filter((p) => typeof p === "string" && p !== "");
  const text = parts.join(" · ");
  return text === "" ? null : text.slice(0, 500);
}

/** 作品状态: the item's publish state in its library (§0.4), when it has one. */
export function itemStateOf(row: Row): string | null {
  const s = row.publishState;
  return s === "online" || s === "offline" || s === "draft" ? s : null;
}
