import { defineResource } from "../../define";

/**
 * The takes of a flash sale (drawer tab 抢购记录 of /sellAdmin/SpikesList): one row per reservation,
 * written only by `takeFlashSale`; LOCKED holds stock until the order is paid (SOLD) or closed
 * (RELEASED). The per-visitor limit counts LOCKED and SOLD rows.
 */
export const flashSaleTake = defineResource({
  name: "flashSaleTake",
  label: "抢购记录",
  service: "MarketingServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "orderNo",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  parent: { resource: "flashSale", key: "saleId", tab: "抢购记录" },
  fields: [
    { key: "saleId", label: "秒杀活动", kind: "ref", ref: "flashSale", required: true, editable: false, listed: true, filter: true },
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "quantity", label: "数量", kind: "integer", required: true, min: 1, editable: false, listed: true },
    { key: "orderNo", label: "订单号", kind: "text", required: true, maxLength: 32, editable: false, listed: true, filter: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "LOCKED", label: "待支付占用" }, { value: "SOLD", label: "已支付" }, { value: "RELEASED", label: "已释放" }],
    },
  ],
});
