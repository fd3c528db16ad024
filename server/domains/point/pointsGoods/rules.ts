/**
 * 积分商品 on PointServiceAdmin (commerce.md §3.1): each goods type needs its own field, the type is
 * fixed once redeemed, 小鹅通 goods count their stock from the activity's codes, and goods with
 * orders are taken off sale rather than deleted.
 */
import { pointsGoods, pointsOrder } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { countInStock } from "../xiaoeCode/codes";

const NEEDS: Readonly<Record<string, { key: string; label: string }>> = {
  VIP_DAYS: { key: "vipDays", label: "会员天数" },
  XIAOE_CODE: { key: "xiaoeActivityId", label: "小鹅通活动" },
  HD_DOWNLOAD: { key: "downloadQuota", label: "下载次数" },
};

/** Each goods type needs its own field; the type is fixed once the goods have been redeemed. */
const goodsHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    // Throws the first problem; answers the value unchanged.
    const merged = { ...(current ?? {}), ...value };
    const need = NEEDS[String(merged.goodsType)];
    const v = need ? merged[need.key] : undefined;
    if (need && (v === null || v === undefined || v === "")) throw invalid(`${need.label}类商品必须填写「${need.label}」`);
    if (current && Object.hasOwn(value, "goodsType") && value.goodsType !== current.goodsType && Number(current.soldCount ?? 0) > 0) {
      throw precondition(`积分商品「${String(current.name)}」已有兑换记录，商品类型不能修改`);
    }
    // 小鹅通 goods: the stock is the activity's IN_STOCK codes, whatever the form said.
    if (merged.goodsType === "XIAOE_CODE") return { ...value, stock: await countInStock(tx, String(merged.xiaoeActivityId)) };
    return value;
  },
  // Orders keep a snapshot but point at their goods: goods with orders are taken off sale, not deleted.
  async beforeDelete({ tx, current }) {
    const used = await tx.selectFrom(pointsOrder.table).select("Id").where("goodsId", "=", Number(current.Id)).limit(1).executeTakeFirst();
    if (used) throw precondition(`积分商品「${String(current.name)}」已有兑换订单，不能删除，请改为下架`);
  },
};

export const rules = defineRules("pointsGoods", (registry: MethodRegistry) => {
  registerResource(registry, pointsGoods, {
    ...goodsHooks,
    transitions: {
      putOn: ({ current }) => {
        if (Number(current.stock) <= 0) throw precondition(`积分商品「${String(current.name)}」库存为 0，请先填写库存再上架`);
      },
      restock: ({ current, input }) => {
        if (current.goodsType === "XIAOE_CODE") throw precondition(`「${String(current.name)}」的库存来自小鹅通兑换码，请在「小鹅通兑换码」导入新码`);
        return { stock: Number(current.stock) + Number(input.addStock) };
      },
    },
  });
});
