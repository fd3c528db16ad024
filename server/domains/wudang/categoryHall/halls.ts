/**
 * What a category hall holds (content.md §13.3): two levels at most, never under itself; a fixed list
 * of platforms; by hand, a list of `{type, id}` (≤ 500); by query, one library and its filters.
 */
import { categoryHall, resourceByName } from "../../../../src/catalogue/registry";
import { EXHIBIT_ITEM_RESOURCES, HALL_PLATFORMS, type ExhibitItemType } from "../../../../src/catalogue/resources/wudang/exhibitionEnums";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import { findRecord } from "../../../resources/queries";

const MAX_ITEMS = 500;
const PLATFORMS = new Set<string>(HALL_PLATFORMS.map((p) => p.value));

/** The parent a hall may have: an existing top-level hall other than itself, and none for a hall with halls under it. */
export async function checkParent(tx: Tx, parentId: unknown, current: Row | null): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  const id = Number(parentId);
  if (current && Number(current.Id) === id) throw invalid("分类馆不能做自己的上级");
  const parent = await findRecord(tx, categoryHall, id);
  if (!parent) throw invalid(`上级分类馆不存在（Id ${id}）`);
  if (parent.parentId !== null && parent.parentId !== undefined) {
    // Covers the cycle too: a hall's child is never top-level, so no hall ends under its own descendant.
    throw invalid(`「${String(parent.name)}」已是二级分类馆，分类馆最多两级`);
  }
  if (current) {
    const child = await tx.selectFrom("category_hall").select("name").where("parentId", "=", Number(current.Id)).limit(1).executeTakeFirst();
    if (child) throw invalid(`「${String(current.name)}」下还有分类馆（如「${String(child.name)}」），不能再放到其他分类馆之下`);
  }
}

export function checkPlatforms(platforms: unknown): void {
  if (platforms === undefined || platforms === null) return;
  const bad = (platforms as unknown[]).filter((p) => !PLATFORMS.has(String(p)));
  if (bad.length > 0) throw invalid(`展示端只能是 ${[...PLATFORMS].join("、")}，不认识：${bad.join("、")}`);
}

/** The manual items, checked: `[{type, id}]`, known types, at most 500. */
function manualItems(items: unknown): { type: string; id: number }[] {
  if (!Array.isArray(items)) throw invalid("收录方式为「手动」时，手动条目须为 [{type, id}] 列表");
  if (items.length > MAX_ITEMS) throw invalid(`手动条目最多 ${MAX_ITEMS} 条，现有 ${items.length} 条`);
  return items.map((it, i) => {
    const { type, id } = (it ?? {}) as { type?: unknown; id?: unknown };
    if (!Object.hasOwn(EXHIBIT_ITEM_RESOURCES, String(type)) || typeof id !== "number" || !Number.isInteger(id) || id < 1) {
      throw invalid(`第 ${i + 1} 条手动条目须为 {type, id}，type 为 ${Object.keys(EXHIBIT_ITEM_RESOURCES).join("/")}`);
    }
    return { type: String(type), id };
  });
}

/** How many live records a query `{resource, filters}` matches: each filter an equality or a list of values on a filterable field. */
async function queryCount(tx: Tx, query: unknown): Promise<number> {
  const { resource, filters } = (query ?? {}) as { resource?: unknown; filters?: unknown };
  const name = EXHIBIT_ITEM_RESOURCES[resource as ExhibitItemType] as string | undefined;
  const def = name === undefined ? undefined : resourceByName(name);
  if (!def) throw invalid(`收录条件的 resource 须为 ${Object.keys(EXHIBIT_ITEM_RESOURCES).join("/")} 之一`);
  if (filters !== undefined && (typeof filters !== "object" || filters === null || Array.isArray(filters))) throw invalid("收录条件的 filters 须为对象");
  let q = byCatalogue(tx).selectFrom(def.table).select((eb) => eb.fn.countAll().as("n"));
  if (def.softDelete) q = q.where("deleted", "=", 0);
  for (const [key, value] of Object.entries((filters ?? {}) as Record<string, unknown>)) {
    const field = def.fields.find((f) => f.key === key);
    if (!field?.filter || !["enum", "dict", "ref", "text", "boolean", "integer"].includes(field.kind)) throw invalid(`「${def.label}」不能按「${key}」收录`);
    const values = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string" || typeof v === "number");
    if (values.length === 0) throw invalid(`收录条件「${field.label}」没有取值`);
    q = q.where(key, "in", values as never[]);
  }
  const row = await q.executeTakeFirst();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}

/** 条目数 of a hall with these rules (refusing rules that do not hold). */
export async function hallItemCount(tx: Tx, ruleType: unknown, items: unknown, query: unknown): Promise<number> {
  if (ruleType === "manual") return items === null || items === undefined ? 0 : manualItems(items).length;
  if (query === null || query === undefined) throw invalid("收录方式为「按条件」时须填写收录条件 {resource, filters}");
  return queryCount(tx, query);
}
