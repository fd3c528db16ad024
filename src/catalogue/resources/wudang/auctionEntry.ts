import { defineResource } from "../../define";
import { PLACEMENT_FIELDS } from "./slotPlacement";

export const AUCTION_PHASES = [
  { value: "PREVIEW", label: "预展中" },
  { value: "BIDDING", label: "拍卖中" },
  { value: "ENDED", label: "已结拍" },
] as const;

/**
 * 拍卖展示位 (/wudang/auction, commerce.md §6.8, Q12's provisional answer): where the app shows an
 * auction of /shiy/shiyAuction. The auction must be published (预展中 or later, not cancelled); its
 * dates and phase are copied from it on save and kept current by the sweeper, which also takes an
 * entry offline when its auction is cancelled.
 */
export const auctionEntry = defineResource({
  name: "auctionEntry",
  label: "拍卖展示位",
  service: "OperationServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "notice",
  route: "/wudang/auction",
  titleField: "title",
  defaultSort: { by: "sort", asc: true },
  screen: { filterOrder: ["title", "auctionId", "position", "phase", "displayState", "online", "auctionStartAt"] },
  fields: [
    { key: "title", label: "展示标题", kind: "text", required: true, maxLength: 30, listed: true, filter: true },
    { key: "auctionId", label: "拍卖会", kind: "ref", ref: "auction", required: true, listed: true, filter: true, help: "须为已发布（预展中、拍卖中、已结束或已结算）的拍卖会" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_AUCTION", required: true, listed: true },
    {
      key: "position", label: "展示位", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "HOME", label: "首页" }, { value: "DISCOVER", label: "发现" }, { value: "AUCTION_TAB", label: "拍卖频道" }],
    },
    { key: "previewStartAt", label: "预展", kind: "datetime", editable: false, listed: true },
    { key: "auctionStartAt", label: "开拍", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "auctionEndAt", label: "结拍", kind: "datetime", editable: false, listed: true },
    { key: "phase", label: "拍卖阶段", kind: "enum", options: AUCTION_PHASES, editable: false, listed: true, filter: true },
    ...PLACEMENT_FIELDS,
  ],
});
