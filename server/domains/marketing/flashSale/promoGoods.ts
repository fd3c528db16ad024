/**
 * The goods a flash sale or team buy sells (commerce.md §4.1, §4.4): a real course or VIP product of the
 * type chosen, picked by name in the console and checked here — a missing record, or an Id of another
 * type, is refused in Chinese and nothing is written. The name and price become the activity's snapshot.
 */
import { courseClass, publicCourse, shiyCourse, vipGoods } from "../../../../src/catalogue/registry";
import type { ResourceDef } from "../../../../src/catalogue";
import type { Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import { findRecord } from "../../../resources/queries";

interface GoodsKind {
  readonly resource: ResourceDef;
  readonly label: string;
  readonly nameKey: string;
}

const KINDS: Readonly<Record<string, GoodsKind>> = {
  SHIY_COURSE: { resource: shiyCourse, label: "书院课", nameKey: "title" },
  PUBLIC_COURSE: { resource: publicCourse, label: "公开课", nameKey: "title" },
  VIP_GOODS: { resource: vipGoods, label: "会员商品", nameKey: "name" },
};

/** Keys whose change makes the goods be checked again (an unchanged activity keeps its snapshot). */
const GOODS_KEYS = ["goodsType", "goodsId", "classId"] as const;

export function goodsChanged(value: Readonly<Record<string, unknown>>, current: Readonly<Record<string, unknown>> | null): boolean {
  if (!current) return true;
  return GOODS_KEYS.some((k) => value[k] !== undefined && String(value[k] ?? "") !== String(current[k] ?? ""));
}

/**
 * The activity's goods snapshot `{goodsName, originalPrice, classId}` for `next` (the record as it would be
 * saved). A 书院课 needs one of its own classes; other goods carry no class.
 */
export async function promoGoods(tx: Tx, next: Readonly<Record<string, unknown>>, what: string): Promise<Record<string, unknown>> {
  const kind = KINDS[String(next.goodsType)];
  if (!kind) throw invalid("请选择商品类型");
  const id = Number(next.goodsId);
  const goods = Number.isInteger(id) && id > 0 ? await findRecord(tx, kind.resource, id) : null;
  if (!goods) throw invalid(`${kind.label}不存在（Id ${String(next.goodsId ?? "")}），请按名称选择活动商品`);
  const name = String(goods[kind.nameKey]);
  const price = Number(goods.price ?? 0);
  if (!(price > 0)) throw invalid(`${kind.label}「${name}」是免费的，不能做${what}`);
  if (next.goodsType !== "SHIY_COURSE") return { goodsName: name, originalPrice: price, classId: null };
  if (next.classId === null || next.classId === undefined || next.classId === "") throw invalid(`书院课${what}请选择开班`);
  const klass = await findRecord(tx, courseClass, Number(next.classId));
  if (!klass || Number(klass.courseId) !== id) throw invalid(`开班（Id ${String(next.classId)}）不是书院课「${name}」的班级`);
  return { goodsName: name, originalPrice: price, classId: Number(klass.Id) };
}

/**
 * 指定课程 of a coupon or discount activity (a json list of 书院课 Ids, §4.5/§4.6): every Id a course that
 * exists, each once; refused in Chinese otherwise.
 */
export async function checkCourseIds(tx: Tx, ids: unknown): Promise<void> {
  if (!Array.isArray(ids)) return;
  const wanted = ids.map(Number);
  if (new Set(wanted).size !== wanted.length) throw invalid("指定课程中有重复的课程");
  if (wanted.length > 200) throw invalid("指定课程最多 200 门");
  const found = new Set<number>();
  for (const id of wanted) if (await findRecord(tx, shiyCourse, id)) found.add(id);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalid(`书院课不存在（Id ${missing.slice(0, 5).join("、")}），请按名称选择指定课程`);
}
