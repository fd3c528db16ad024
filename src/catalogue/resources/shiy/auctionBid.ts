import { defineResource } from "../../define";
import { BID_CHANNELS } from "./auctionEnums";

/** 出价记录 (content.md §8.7): a ledger written only by 登记出价 (and the bidding clients); never edited. */
export const auctionBid = defineResource({
  name: "auctionBid",
  label: "出价记录",
  service: "ShiyServiceAdmin",
  ops: ["list", "get"],
  access: "shiy",
  titleField: "paddle",
  defaultSort: { by: "bidAt", asc: false },
  readOnly: true,
  parent: { resource: "auctionLot", key: "lotId", tab: "出价记录" },
  fields: [
    { key: "lotId", label: "拍品", kind: "ref", ref: "auctionLot", required: true, editable: false, filter: true },
    { key: "paddle", label: "号牌", kind: "text", maxLength: 12, editable: false, listed: true, filter: true },
    { key: "bidderId", label: "竞买人", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "amount", label: "出价", kind: "money", min: 1, editable: false, listed: true, sortable: true },
    { key: "bidAt", label: "出价时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "channel", label: "渠道", kind: "enum", options: BID_CHANNELS, editable: false, listed: true, filter: true },
    {
      key: "state", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "leading", label: "领先" }, { value: "outbid", label: "被超越" }, { value: "won", label: "成交" }, { value: "void", label: "无效" }],
    },
  ],
});
