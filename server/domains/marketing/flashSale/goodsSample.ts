/**
 * A paid 公开课 for the contract tests' samples of flash sales and team buys (their goods must exist):
 * one per sample number (the same for the same n), a new one when no n is given (the transition matrix,
 * where live sales of one course may not overlap).
 */
import { publicCourse } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import type { FixtureServer } from "../../fixture";

let made = 0;
const bySample = new WeakMap<FixtureServer, Map<string, Promise<number>>>();

export function sampleGoods(s: FixtureServer, owner: string, n?: number): Promise<{ goodsType: string; goodsId: number; classId: null }> {
  const make = () => insertSeed(s.db, publicCourse, {
    title: `书法常识二十讲·样例 ${(made += 1)}`, category: "CALLIGRAPHY", lecturer: "马远", priceType: "PAID", price: 2_990,
    lessonCount: 0, viewCount: 0, sort: 0, status: "ONLINE", deleted: false,
  }, s.now());
  const byN = bySample.get(s) ?? new Map<string, Promise<number>>();
  bySample.set(s, byN);
  const key = `${owner}:${String(n)}`;
  const found = n === undefined ? make() : byN.get(key) ?? make();
  if (n !== undefined) byN.set(key, found);
  return found.then((goodsId) => ({ goodsType: "PUBLIC_COURSE", goodsId, classId: null }));
}
