/**
 * The publish checks shared by relics, Western works and artists, books and photos (content.md §0.4):
 * 上架 and 重新上架 check what the record still lacks — a work shown only to members or staff must have
 * an HD image of its own whose tiles are ready (the stamps are server/resources/publish.ts); an online
 * record is never deleted (下架 first).
 */
import type { ResourceDef } from "../../../../src/catalogue";
import { hdImage } from "../../../../src/catalogue/registry";
import type { SubjectType } from "../../../../src/catalogue/resources/content/contentEnums";
import { encodeValue } from "../../../resources/columns";
import type { Row, Tx } from "../../../platform/db/types";
import { publishHooks, type PublishHooks } from "../../../resources/publish";
import { lockRecord } from "../../../resources/rows";
import { precondition } from "../../../platform/wire/errors";

const stored = (def: ResourceDef, key: string, value: unknown) => encodeValue(def.fields.find((f) => f.key === key) ?? { key, label: key, kind: "text" }, value);

/** The record's HD images (not deleted), optionally only those whose tiles are ready. */
export async function countImages(tx: Tx, subjectType: SubjectType, subjectId: number, readyOnly = false): Promise<number> {
  let q = tx.selectFrom(hdImage.table).select((eb) => eb.fn.countAll<number>().as("n"))
    .where("subjectType", "=", subjectType).where("subjectId", "=", subjectId)
    .where("deleted", "=", stored(hdImage, "deleted", false) as number);
  if (readyOnly) q = q.where("tileStatus", "=", "ready");
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface PublishRule {
  readonly resource: ResourceDef;
  /** The subject type of its HD images; null for records without images (artists). */
  readonly subjectType: SubjectType | null;
  /** What the record itself lacks before 上架, in Chinese (its own images counted by `images`). */
  readonly missing?: (record: Row, images: number) => string[];
}

const ACCESS_NAMES: Readonly<Record<string, string>> = { vip: "会员", internal: "仅内部" };

/** 上架 and 重新上架 of the rule's resource: refused with every missing item named, else stamped. */
export function publishRule(rule: PublishRule): PublishHooks {
  return publishHooks(async ({ call, tx, current }) => {
    const { resource, subjectType } = rule;
    const record = await lockRecord(call, tx, resource, Number(current.Id));
    const title = String(record[resource.titleField] ?? record.Id);
    const images = subjectType ? await countImages(tx, subjectType, Number(record.Id)) : 0;
    const missing = rule.missing?.(record, images) ?? [];
    const level = String(record.accessLevel ?? "free");
    if (subjectType && level !== "free" && (await countImages(tx, subjectType, Number(record.Id), true)) === 0) {
      missing.push(`切片已就绪的高清图（访问级别为「${ACCESS_NAMES[level] ?? level}」的条目必须有）`);
    }
    if (missing.length > 0) throw precondition(`${resource.label}「${title}」还不能上架，缺少：${missing.join("、")}`);
  });
}

/** A new record has no images yet: the HD library keeps hdCount from then on. */
export function withNewCount(value: Record<string, unknown>, mode: "create" | "update"): Record<string, unknown> {
  return mode === "create" ? { ...value, hdCount: 0 } : value;
}

/** Text of a rich-text value without tags, to tell an empty editor from content. */
export function hasText(html: unknown): boolean {
  return typeof html === "string" && html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "";
}
