import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/** Membership products (/order/vipGoods, commerce.md §2.3): orders keep a snapshot, so a price change applies to new orders only. */
export const vipGoods = defineResource({
  name: "vipGoods",
  label: "会员商品",
  service: "OrderServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "goodsadmin",
  titleField: "name",
  defaultSort: { by: "sort", asc: false },
  fields: [
    {
      key: "goodsNo", label: "商品编码", kind: "text", required: true, maxLength: 30, pattern: "^[A-Z0-9_]+$", patternMessage: "商品编码只能包含大写字母、数字和下划线",
      listed: true, filter: true, sortable: true, unique: true,
    },
    { key: "name", label: "商品名称", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "vipLevel", label: "会员等级", kind: "enum", required: true, options: [{ value: "VIP", label: "会员" }, { value: "SVIP", label: "超级会员" }], listed: true, filter: true },
    { key: "durationDays", label: "时长(天)", kind: "integer", required: true, min: 1, max: 3660, listed: true, sortable: true },
    { key: "price", label: "售价", kind: "money", required: true, min: 0, listed: true, sortable: true },
    { key: "originalPrice", label: "划线价", kind: "money", min: 0, listed: true },
    { key: "firstPrice", label: "首购价", kind: "money", min: 0, listed: true },
    { key: "autoRenew", label: "自动续费", kind: "boolean", listed: true, filter: true },
    { key: "platforms", label: "上架端", kind: "tags", required: true, listed: true, filter: true, help: "IOS、ANDROID、MP_WEIXIN、H5、PC 中的一个或几个" },
    { key: "appStoreProductId", label: "App Store 商品 ID", kind: "text", maxLength: 100, listed: true, filter: true, unique: true, help: "上架 iOS 时必填，如 com.moyuan.vip.year；价格在 App Store Connect 设置，须与售价一致" },
    { key: "subscriptionGroup", label: "订阅组", kind: "text", maxLength: 50, help: "iOS 自动续费商品必填" },
    { key: "benefits", label: "权益", kind: "tags", listed: true },
    { key: "badgeText", label: "角标", kind: "text", maxLength: 8, listed: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 1_000_000, listed: true, sortable: true },
    { key: "status", label: "状态", kind: "enum", required: true, options: [{ value: "ON_SALE", label: "在售" }, { value: "OFF_SALE", label: "已下架" }], listed: true, filter: true },
    { key: "soldCount", label: "销量", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
  ],
  states: defineMachine({
    field: "status",
    initial: "OFF_SALE",
    states: [
      { value: "ON_SALE", tone: "success" },
      { value: "OFF_SALE", tone: "neutral" },
    ],
    transitions: [
      { name: "putOn", label: "上架", from: ["OFF_SALE"], to: "ON_SALE" },
      { name: "takeOff", label: "下架", from: ["ON_SALE"], to: "OFF_SALE", confirm: "下架后各端不再售卖此商品，已购用户不受影响。确定下架吗？" },
    ],
  }),
});
