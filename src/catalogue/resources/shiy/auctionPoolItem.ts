import { defineResource } from "../../define";
import { defineMachine } from "../../machine";

/**
 * 拍品池 (/shiy/shiyAuctionRoom, content.md §8.6): approved works proposed for sale with their
 * estimates; 排入场次 makes the lot. The work's saleState follows (pooled, inAuction, back to none).
 */
export const auctionPoolItem = defineResource({
  name: "auctionPoolItem",
  label: "拍品池",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "Id", asc: false },
  screen: { filterOrder: ["title", "workId", "artistId", "poolState", "targetAuctionId", "estimateLow", "proposedBy"] },
  fields: [
    { key: "workId", label: "作品", kind: "ref", ref: "programmeWork", required: true, createOnly: true, listed: true, filter: true, help: "已审核通过且有高清图的作品；一件作品同时只在池中一次" },
    { key: "title", label: "拍品名称", kind: "text", maxLength: 60, editable: false, listed: true, filter: true, help: "取自作品" },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", editable: false, listed: true, filter: true },
    { key: "estimateLow", label: "估价下限", kind: "money", required: true, min: 1, max: 1_000_000_000, listed: true, filter: true },
    { key: "estimateHigh", label: "估价上限", kind: "money", required: true, min: 1, max: 1_000_000_000, listed: true },
    { key: "startingPrice", label: "起拍价", kind: "money", required: true, min: 1, max: 1_000_000_000, listed: true, help: "通常为估价下限的 60–80%" },
    { key: "reservePrice", label: "保留价", kind: "money", min: 0, max: 1_000_000_000, writersOnly: true, help: "不高于估价下限；不向竞买人展示，只有拍卖写权限的用户可见" },
    { key: "appraisalNote", label: "评估意见", kind: "longText", maxLength: 1000 },
    { key: "targetAuctionId", label: "拟上拍卖会", kind: "ref", ref: "auction", listed: true, filter: true },
    {
      key: "poolState", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "candidate", label: "待评估" }, { value: "approved", label: "已入池" }, { value: "assigned", label: "已排场" },
        { value: "withdrawn", label: "已撤回" }, { value: "closed", label: "已成交" },
      ],
    },
    { key: "lotId", label: "拍品", kind: "ref", ref: "auctionLot", editable: false, listed: true },
    { key: "proposedBy", label: "提交人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
  states: defineMachine({
    field: "poolState",
    initial: "candidate",
    states: [
      { value: "candidate", tone: "warning" },
      { value: "approved", tone: "info" },
      { value: "assigned", tone: "info" },
      { value: "withdrawn", tone: "neutral" },
      { value: "closed", tone: "success" },
    ],
    transitions: [
      { name: "approve", label: "评估通过", from: ["candidate"], to: "approved", hook: "approve", shortcut: "A" },
      { name: "withdraw", label: "撤回", from: ["candidate", "approved"], to: "withdrawn", hook: "withdraw" },
      {
        name: "assign", label: "排入场次", from: ["approved"], to: "assigned", hook: "assign", shortcut: "I",
        input: [
          { key: "sessionId", label: "场次", kind: "ref", ref: "auctionSession", required: true, help: "按选择顺序取该场次下一个图录号" },
          { key: "specialSaleId", label: "专场", kind: "ref", ref: "auctionSpecialSale" },
        ],
      },
      { name: "returnToPool", label: "退回拍品池", from: ["assigned"], to: "approved", scope: "row", hook: "returnToPool" },
    ],
  }),
});
