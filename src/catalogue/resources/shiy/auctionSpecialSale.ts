import { defineResource } from "../../define";

/** 拍卖专场 (/shiy/ShiyAuctionSuhaList?auctionId=, content.md §8.7): a themed group of an auction's lots. */
export const auctionSpecialSale = defineResource({
  name: "auctionSpecialSale",
  label: "拍卖专场",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  parent: { resource: "auction", key: "auctionId", tab: "专场" },
  fields: [
    { key: "auctionId", label: "拍卖会", kind: "ref", ref: "auction", required: true, createOnly: true, filter: true },
    { key: "title", label: "专场名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "sessionId", label: "所属场次", kind: "ref", ref: "auctionSession", listed: true, filter: true },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_AUCTION", listed: true },
    { key: "intro", label: "专场介绍", kind: "richText", maxLength: 20_000 },
    { key: "curator", label: "策划", kind: "text", maxLength: 20, listed: true },
    { key: "lotCount", label: "拍品", kind: "integer", min: 0, editable: false, listed: true },
    { key: "soldCount", label: "成交", kind: "integer", min: 0, editable: false, listed: true },
    { key: "turnover", label: "成交额", kind: "money", min: 0, editable: false, listed: true },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true },
  ],
});
