import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { BID_CHANNELS, LADDER_COLUMNS, LOT_PAYMENT_STATES } from "./auctionEnums";

/**
 * 拍品 (child of a session, content.md §8.7): made by 排入场次 from the pool. Bids are a ledger of
 * their own (auctionBid); 登记出价 takes one only on the increment ladder, 落槌 ends the lot (sold at
 * or above the reserve to the leading bidder, else unsold), 标记违约 cancels its order after the
 * payment deadline. 上移 / 下移 reorder the catalogue before bidding starts (lotOrder.ts).
 */
export const auctionLot = defineResource({
  name: "auctionLot",
  label: "拍品",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "update"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "lotNo", asc: true },
  parent: { resource: "auctionSession", key: "sessionId", tab: "拍品" },
  screen: { filterOrder: ["lotNo", "title", "status", "paymentState", "artistId", "specialSaleId", "auctionId", "hammerPrice"] },
  fields: [
    { key: "lotNo", label: "图录号", kind: "integer", min: 1, max: 99_999, editable: false, listed: true, filter: true, sortable: true },
    { key: "title", label: "拍品名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "auctionId", label: "拍卖会", kind: "ref", ref: "auction", editable: false, filter: true },
    { key: "sessionId", label: "场次", kind: "ref", ref: "auctionSession", editable: false, filter: true },
    // An Id, not a ref: the pool item refers to its lot, and two tables may not refer to each other.
    { key: "poolItemId", label: "拍品池 Id", kind: "integer", min: 1, editable: false },
    { key: "workId", label: "作品", kind: "ref", ref: "programmeWork", editable: false, listed: true, filter: true },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", editable: false, listed: true, filter: true },
    { key: "specialSaleId", label: "专场", kind: "ref", ref: "auctionSpecialSale", listed: true, filter: true },
    { key: "estimateLow", label: "估价下限", kind: "money", min: 0, max: 1_000_000_000, editable: false, listed: true, filter: true },
    { key: "estimateHigh", label: "估价上限", kind: "money", min: 0, max: 1_000_000_000, editable: false, listed: true },
    { key: "startingPrice", label: "起拍价", kind: "money", min: 0, max: 1_000_000_000, editable: false, listed: true },
    { key: "reservePrice", label: "保留价", kind: "money", min: 0, max: 1_000_000_000, editable: false, writersOnly: true, help: "不向竞买人展示；只有拍卖写权限的用户可见" },
    { key: "incrementOverride", label: "加价幅度（单独）", kind: "json", columns: LADDER_COLUMNS, help: "不填则用拍卖会的加价幅度" },
    { key: "endAt", label: "结束时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "currentPrice", label: "当前价", kind: "money", min: 0, editable: false, listed: true, sortable: true },
    { key: "bidCount", label: "出价次数", kind: "integer", min: 0, editable: false, listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "pending", label: "待拍" }, { value: "bidding", label: "竞拍中" }, { value: "sold", label: "成交" },
        { value: "unsold", label: "流拍" }, { value: "withdrawn", label: "撤拍" }, { value: "defaulted", label: "已违约" },
      ],
    },
    { key: "hammerPrice", label: "落槌价", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "buyerPremium", label: "买方佣金", kind: "money", min: 0, editable: false },
    { key: "totalPrice", label: "成交价（含佣金）", kind: "money", min: 0, editable: false, listed: true, filter: true },
    { key: "winnerId", label: "买受人", kind: "ref", ref: "visitor", editable: false, listed: true, filter: true },
    { key: "orderId", label: "订单", kind: "ref", ref: "order", editable: false, listed: true, filter: true },
    { key: "paymentState", label: "付款状态", kind: "enum", options: LOT_PAYMENT_STATES, editable: false, listed: true, filter: true },
    { key: "withdrawReason", label: "撤拍/违约说明", kind: "text", maxLength: 200, editable: false },
  ],
  actions: [
    // The catalogue's order is the 图录号 order: 上移 / 下移 swap numbers with the neighbour in the same session (and special sale).
    { name: "moveUpAuctionLot", label: "上移", scope: "row", input: [], shortcut: "U" },
    { name: "moveDownAuctionLot", label: "下移", scope: "row", input: [], shortcut: "D" },
    // The buyer's AUCTION order (written at 结算) on 拍卖订单, opened there.
    { name: "openAuctionOrder", label: "打开拍卖订单", level: "READ", scope: "row", input: [], shortcut: "O", opens: "/order/auction?open={orderId}" },
    { name: "printAuctionConfirmation", label: "打印成交确认书", level: "READ", scope: "row", input: [], shortcut: "P", opens: "/shiy/auctionConfirmation?lotId={Id}" },
    {
      name: "bidAuctionLot", label: "登记出价", scope: "row", shortcut: "B",
      input: [
        { key: "bidderId", label: "竞买人", kind: "ref", ref: "visitor", required: true },
        { key: "amount", label: "出价", kind: "money", required: true, min: 1, max: 1_000_000_000, help: "须不低于下一口价并符合加价幅度" },
        { key: "channel", label: "渠道", kind: "enum", options: BID_CHANNELS, required: true },
      ],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "pending",
    states: [
      { value: "pending", tone: "neutral" },
      { value: "bidding", tone: "warning" },
      { value: "sold", tone: "success" },
      { value: "unsold", tone: "neutral" },
      { value: "withdrawn", tone: "danger" },
      { value: "defaulted", tone: "danger" },
    ],
    transitions: [
      { name: "open", label: "开始竞拍", from: ["pending"], to: "bidding", scope: "row", hook: "open" },
      { name: "hammer", label: "落槌", from: ["bidding"], to: "sold", alsoTo: ["unsold"], scope: "row", hook: "hammer", shortcut: "H", confirm: "最高出价达到保留价即成交，否则流拍。确定落槌吗？" },
      {
        name: "withdraw", label: "撤拍", from: ["pending", "bidding"], to: "withdrawn", scope: "row", hook: "withdraw", shortcut: "W",
        input: [{ key: "reason", label: "撤拍原因", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
      {
        name: "markDefault", label: "标记违约", from: ["sold"], to: "defaulted", scope: "row", hook: "markDefault",
        confirm: "买受人逾期未付款：关闭其拍卖订单，保证金不退，扣回艺术家分成。确定吗？",
        input: [{ key: "reason", label: "违约说明", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
    ],
  }),
});
