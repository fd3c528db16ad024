import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

export const GROUP_DELIVERY_MODES = [
  { value: "REDEEM_CODES", label: "生成兑换码" },
  { value: "DIRECT", label: "按手机号直充" },
] as const;

/**
 * Bulk-VIP tiers for organisations (/order/groupconf, commerce.md §2.10), chosen by applications in
 * /tourist/groupapply. The server keeps two ENABLED tiers of one VIP product from overlapping in
 * seats during overlapping validity (checked under a lock of the product's row).
 */
export const groupPurchaseConf = defineResource({
  name: "groupPurchaseConf",
  label: "团购方案",
  service: "OrderServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "group",
  titleField: "name",
  defaultSort: { by: "minSeats", asc: true },
  fields: [
    { key: "name", label: "方案名称", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "vipGoodsId", label: "会员商品", kind: "ref", ref: "vipGoods", required: true, listed: true, filter: true },
    { key: "minSeats", label: "最少人数", kind: "integer", required: true, min: 5, max: 1_000_000, listed: true, sortable: true },
    { key: "maxSeats", label: "最多人数", kind: "integer", min: 5, max: 1_000_000, listed: true, help: "留空表示不限" },
    { key: "unitPrice", label: "单价(元/人)", kind: "money", required: true, min: 1, listed: true, sortable: true, help: "须低于会员商品售价" },
    { key: "deliveryMode", label: "开通方式", kind: "enum", options: GROUP_DELIVERY_MODES, required: true, listed: true, filter: true },
    { key: "specialInvoice", label: "可开专票", kind: "boolean", listed: true },
    { key: "validFrom", label: "生效日期", kind: "date", required: true, listed: true, sortable: true },
    { key: "validTo", label: "失效日期", kind: "date", required: true, listed: true, sortable: true },
    { key: "description", label: "方案说明", kind: "longText", maxLength: 2000 },
    { key: "contact", label: "商务联系人", kind: "text", maxLength: 50, help: "微信/电话" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "ENABLED", label: "启用" }, { value: "DISABLED", label: "停用" }],
    },
  ],
  // ENABLED ⇄ DISABLED [W(group)]; a new tier starts disabled, so enabling is where the overlap is checked.
  states: defineMachine({
    field: "status",
    initial: "DISABLED",
    states: [
      { value: "ENABLED", tone: "success" },
      { value: "DISABLED", tone: "neutral" },
    ],
    transitions: [
      { name: "enable", label: "启用", from: ["DISABLED"], to: "ENABLED", shortcut: "Q" },
      { name: "disable", label: "停用", from: ["ENABLED"], to: "DISABLED", confirm: "停用后机构不能再按此方案申请，已提交的申请不受影响。确定停用吗？" },
    ],
  }),
});
