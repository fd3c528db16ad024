/**
 * Membership products (commerce.md §2.3): prices are whole fen, the strike-through price is not below
 * the price and the first-purchase price not above it; goods sold on iOS name their App Store product
 * (unique), auto-renewing ones also their subscription group; the code is fixed once the goods have
 * orders, and goods with orders are taken off sale rather than deleted.
 */
import { PLATFORMS } from "../../../../src/catalogue/commerce";
import { order, vipGoods } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { formatMoney } from "../../../../src/catalogue/kinds/money";

const PLATFORM_CODES: ReadonlySet<string> = new Set(PLATFORMS.map((p) => p.value));
/** Apple's product identifiers: letters, digits, underscores and periods. */
const APPLE_PRODUCT_ID = /^[A-Za-z0-9_.]+$/;

async function hasOrders(tx: Tx, goodsId: number): Promise<boolean> {
  return (await tx.selectFrom(order.table).select("Id").where("vipGoodsId", "=", goodsId).limit(1).executeTakeFirst()) !== undefined;
}

/** The problems of a product's values taken together, in Chinese. */
export function vipGoodsProblems(g: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const platforms = Array.isArray(g.platforms) ? (g.platforms as string[]) : [];
  const unknown = platforms.filter((p) => !PLATFORM_CODES.has(p));
  if (platforms.length === 0) problems.push("请至少选择一个上架端");
  if (unknown.length > 0) problems.push(`上架端「${unknown.join("、")}」不存在，可选：${[...PLATFORM_CODES].join("、")}`);
  const price = Number(g.price);
  if (typeof g.originalPrice === "number" && g.originalPrice < price) problems.push(`划线价 ${formatMoney(g.originalPrice)} 不能低于售价 ${formatMoney(price)}`);
  if (typeof g.firstPrice === "number" && g.firstPrice > price) problems.push(`首购价 ${formatMoney(g.firstPrice)} 不能高于售价 ${formatMoney(price)}`);
  const ios = platforms.includes("IOS");
  const productId = typeof g.appStoreProductId === "string" ? g.appStoreProductId : "";
  if (ios && productId === "") problems.push("上架 iOS 的商品必须填写 App Store 商品 ID");
  if (productId !== "" && !APPLE_PRODUCT_ID.test(productId)) problems.push("App Store 商品 ID 只能包含字母、数字、下划线和点");
  if (ios && g.autoRenew === true && !(typeof g.subscriptionGroup === "string" && g.subscriptionGroup !== "")) problems.push("iOS 自动续费商品必须填写订阅组");
  return problems;
}

export const vipGoodsHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const merged = { ...(current ?? {}), ...value };
    const problems = vipGoodsProblems(merged);
    if (problems.length > 0) throw invalid(problems.join("；"));
    if (mode === "update" && current && Object.hasOwn(value, "goodsNo") && value.goodsNo !== current.goodsNo
      && (Number(current.soldCount ?? 0) > 0 || await hasOrders(tx, Number(current.Id)))) {
      throw precondition(`会员商品「${String(current.name)}」已有订单，商品编码不能修改`);
    }
    return value;
  },
  async beforeDelete({ tx, current }) {
    if (Number(current.soldCount ?? 0) > 0 || await hasOrders(tx, Number(current.Id))) {
      throw precondition(`会员商品「${String(current.name)}」已有订单，不能删除，请下架`);
    }
  },
};

export const rules = defineRules("vipGoods", (registry: MethodRegistry) => {
  registerResource(registry, vipGoods, vipGoodsHooks);
});
