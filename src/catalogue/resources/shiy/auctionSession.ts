import { defineResource } from "../../define";

/** 场次 (/shiy/ShiyAuctionRoomList?auctionId=, content.md §8.7): a time slot of an auction holding a range of lot numbers. */
export const auctionSession = defineResource({
  name: "auctionSession",
  label: "拍卖场次",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "sessionNo", asc: true },
  parent: { resource: "auction", key: "auctionId", tab: "场次" },
  fields: [
    { key: "auctionId", label: "拍卖会", kind: "ref", ref: "auction", required: true, createOnly: true, filter: true },
    { key: "sessionNo", label: "场次号", kind: "integer", required: true, min: 1, max: 99, listed: true, sortable: true },
    { key: "name", label: "场次名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "startAt", label: "开拍时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "auctioneer", label: "拍卖师", kind: "text", maxLength: 20, listed: true, help: "同步拍：须持拍卖师执业资格" },
    { key: "liveRoomId", label: "直播间", kind: "text", maxLength: 40 },
    { key: "lotNoFrom", label: "图录号起", kind: "integer", required: true, min: 1, max: 99_999, listed: true },
    { key: "lotNoTo", label: "图录号止", kind: "integer", required: true, min: 1, max: 99_999, listed: true },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "scheduled", label: "待开拍" }, { value: "bidding", label: "拍卖中" }, { value: "ended", label: "已结束" }],
    },
    { key: "lotCount", label: "拍品", kind: "integer", min: 0, editable: false, listed: true },
    { key: "soldCount", label: "成交", kind: "integer", min: 0, editable: false, listed: true },
    { key: "turnover", label: "成交额", kind: "money", min: 0, editable: false, listed: true },
  ],
  actions: [
    // 排入场次 from the session's side: the chosen pool items become its next lots, in the order picked.
    {
      name: "addAuctionSessionLots", label: "添加拍品", scope: "row", shortcut: "A",
      input: [
        { key: "poolItemIds", label: "拍品池", kind: "json", ref: "auctionPoolItem", picker: "refs", refScope: { poolState: "approved" }, required: true, help: "按名称搜索已入池（评估通过）的拍品并回车添加，1–50 件，按选择顺序取下一个图录号" },
        { key: "specialSaleId", label: "专场", kind: "ref", ref: "auctionSpecialSale" },
      ],
    },
  ],
});
