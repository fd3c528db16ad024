import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 保证金 (content.md §8.7: "bidders pay a 保证金 to get a paddle"), one per bidder per auction, a tab of
 * the auction. 登记保证金 (create) records a deposit paid to the house for a visitor, of the auction's
 * `depositAmount`; a bid without one is refused. Money records are never edited: the auction's moves
 * move them (结拍 refunds the bidders who won nothing, a sold lot holds its buyer's, 取消 / 中止 refund
 * all, 标记违约 forfeits), each a transition with its change record (server: auctionDeposit/).
 */
export const auctionDeposit = defineResource({
  name: "auctionDeposit",
  label: "保证金",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create"],
  access: "shiy",
  titleField: "depositNo",
  defaultSort: { by: "paidAt", asc: false },
  parent: { resource: "auction", key: "auctionId", tab: "保证金" },
  fields: [
    { key: "auctionId", label: "拍卖会", kind: "ref", ref: "auction", required: true, createOnly: true, filter: true },
    { key: "visitorId", label: "竞买人", kind: "ref", ref: "visitor", required: true, createOnly: true, listed: true, filter: true },
    // The auction's code and the paddle (AU-2024A-0231): one deposit per bidder per auction, also under two staff at once.
    { key: "depositNo", label: "保证金单号", kind: "text", maxLength: 40, editable: false, unique: true, listed: true, filter: true, help: "保存时生成：拍卖会编号-号牌" },
    { key: "paddle", label: "号牌", kind: "text", maxLength: 12, editable: false, listed: true, filter: true },
    { key: "amount", label: "金额", kind: "money", min: 0, editable: false, listed: true, help: "按拍卖会的保证金金额" },
    {
      key: "payChannel", label: "缴纳方式", kind: "enum", required: true, createOnly: true, listed: true, filter: true,
      options: [{ value: "WXPAY", label: "微信支付" }, { value: "ALIPAY", label: "支付宝" }, { value: "TRANSFER", label: "银行转账" }, { value: "CASH", label: "现场缴纳" }],
    },
    { key: "payRef", label: "付款凭证号", kind: "text", maxLength: 40, createOnly: true, listed: true, filter: true },
    { key: "paidAt", label: "登记时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    {
      key: "state", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "paid", label: "已缴纳" }, { value: "held", label: "冻结（抵成交款）" }, { value: "refunded", label: "已退还" }, { value: "forfeited", label: "已没收" }],
    },
    { key: "lotId", label: "冻结于拍品", kind: "ref", ref: "auctionLot", editable: false, listed: true },
    { key: "closedAt", label: "退还/没收时间", kind: "datetime", editable: false, listed: true },
    { key: "note", label: "说明", kind: "text", maxLength: 200, editable: false },
  ],
  states: defineMachine({
    field: "state",
    initial: "paid",
    states: [
      { value: "paid", tone: "info" },
      { value: "held", tone: "warning" },
      { value: "refunded", tone: "neutral" },
      { value: "forfeited", tone: "danger" },
    ],
    transitions: [
      // The auction's moves take these (落槌 holds, 结拍 / 取消 refund, 标记违约 forfeits); at hand for staff as well.
      { name: "hold", label: "冻结", from: ["paid"], to: "held", scope: "row", hook: "hold" },
      {
        name: "refund", label: "退还保证金", from: ["paid", "held"], to: "refunded", scope: "row", hook: "refund", shortcut: "T",
        confirm: "保证金原路退还给竞买人，之后不能再用它出价。确定退还吗？",
        input: [{ key: "reason", label: "退还说明", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
      {
        name: "forfeit", label: "没收", from: ["paid", "held"], to: "forfeited", scope: "row", hook: "forfeit",
        confirm: "竞买人违约，保证金不予退还。确定没收吗？",
        input: [{ key: "reason", label: "没收说明", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
    ],
  }),
});
