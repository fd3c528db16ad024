import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { LADDER_COLUMNS } from "./auctionEnums";

/**
 * 拍卖会 (/shiy/shiyAuction, content.md §8.7): sessions and special sales are its children, lots
 * the sessions'. Its machine moves its lots: 开拍 opens them, 结拍 brings the hammer down on each
 * (sold at or above the reserve, else unsold), 结算 writes, once, an AUCTION order and the artist's
 * ledger entry for every sold lot in one transaction. 复制为新拍卖会 makes one in preparation with the
 * same terms, sessions and special sales, its dates left to set; a published timed sale is opened and
 * closed by the scheduler (server: auction/timedSale.ts).
 */
export const auction = defineResource({
  name: "auction",
  label: "拍卖会",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  // Only an auction in preparation without lots may be deleted; it stays behind as deleted.
  softDelete: true,
  titleField: "name",
  defaultSort: { by: "startAt", asc: false },
  screen: { filterOrder: ["name", "status", "auctionType", "startAt", "code", "turnover"], recordTabs: [{ kind: "changes", label: "变更记录" }] },
  fields: [
    { key: "code", label: "编号", kind: "text", maxLength: 20, editable: false, listed: true, filter: true, unique: true, help: "保存时生成，如 AU-2024A" },
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    {
      key: "auctionType", label: "方式", kind: "enum", required: true, listed: true, filter: true,
      options: [{ value: "timed", label: "限时网拍" }, { value: "live", label: "同步拍（直播）" }],
    },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_AUCTION", listed: true },
    { key: "previewStartAt", label: "预展开始", kind: "datetime", required: true, listed: true },
    { key: "previewEndAt", label: "预展结束", kind: "datetime", required: true },
    { key: "startAt", label: "开拍时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "endAt", label: "结拍时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "depositAmount", label: "保证金", kind: "money", required: true, min: 0, max: 100_000_000, listed: true },
    { key: "buyerPremiumRate", label: "买方佣金比例(%)", kind: "decimal", required: true, min: 0, max: 30, listed: true, help: "成交价 = 落槌价 ×（1 + 比例），通常 15" },
    { key: "sellerFeeRate", label: "平台服务费比例(%)", kind: "decimal", required: true, min: 0, max: 50, help: "从落槌价中扣除，通常 10" },
    { key: "incrementLadder", label: "加价幅度", kind: "json", columns: LADDER_COLUMNS, help: "[{from, to, steps}]，金额单位为分；steps 多个时为每一档内的尾数（2-5-8）；不填为默认的 2-5-8 阶梯" },
    { key: "extendWindowSec", label: "延时窗口(秒)", kind: "integer", min: 0, max: 3600, help: "限时网拍：最后几秒内有出价即延时" },
    { key: "extendSec", label: "延时时长(秒)", kind: "integer", min: 0, max: 3600 },
    { key: "lotIntervalSec", label: "拍品结束间隔(秒)", kind: "integer", min: 0, max: 3600 },
    { key: "rules", label: "拍卖规则", kind: "richText", required: true, maxLength: 20_000 },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [
        { value: "draft", label: "筹备中" }, { value: "published", label: "预展中" }, { value: "bidding", label: "拍卖中" },
        { value: "ended", label: "已结束" }, { value: "settled", label: "已结算" }, { value: "cancelled", label: "已取消" },
      ],
    },
    { key: "lotCount", label: "拍品数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "soldCount", label: "成交数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "turnover", label: "成交额（含佣金）", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true },
    { key: "sellThroughRate", label: "成交率(%)", kind: "decimal", min: 0, max: 100, editable: false, listed: true },
    { key: "settledAt", label: "结算时间", kind: "datetime", editable: false },
    // 结算 books the deposits forfeited by defaulting buyers (content.md §8.7): the house's, not the artists'.
    { key: "forfeitedDeposits", label: "没收保证金", kind: "money", min: 0, editable: false, listed: true },
    { key: "cancelReason", label: "取消原因", kind: "text", maxLength: 200, editable: false },
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  actions: [
    // The catalogue as an Excel file by the export job (图录号 order); the console follows the job in its panel.
    { name: "exportAuctionCatalogue", label: "导出图录", level: "READ", scope: "row", shortcut: "O", jobField: "catalogueJobId", input: [] },
    {
      name: "copyAuction", label: "复制为新拍卖会", scope: "row", shortcut: "C", makes: "auction",
      input: [{ key: "name", label: "新拍卖会名称", kind: "text", maxLength: 60, help: "不填则为「原名称（副本）」；场次与专场一并复制，时间留待填写" }],
    },
  ],
  states: defineMachine({
    field: "status",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "published", tone: "info" },
      { value: "bidding", tone: "warning" },
      { value: "ended", tone: "info" },
      { value: "settled", tone: "success" },
      { value: "cancelled", tone: "danger" },
    ],
    transitions: [
      { name: "publish", label: "发布预展", from: ["draft"], to: "published", scope: "row", hook: "publish", shortcut: "P" },
      { name: "unpublish", label: "撤回发布", from: ["published"], to: "draft", scope: "row", hook: "unpublish" },
      // The scheduler's moves at startAt and at the last lot's end, also at hand for a live sale's auctioneer.
      { name: "start", label: "开拍", from: ["published"], to: "bidding", scope: "row", hook: "start", confirm: "所有拍品开始竞拍。确定开拍吗？" },
      { name: "close", label: "结拍", from: ["bidding"], to: "ended", scope: "row", hook: "close", confirm: "所有竞拍中的拍品落槌：达到保留价的成交，其余流拍。确定结拍吗？" },
      { name: "settle", label: "结算", from: ["ended"], to: "settled", scope: "row", hook: "settle", shortcut: "S", confirm: "为每件成交拍品生成拍卖订单并写入艺术家台账，只能结算一次。确定结算吗？" },
      {
        name: "cancel", label: "取消", from: ["draft", "published"], to: "cancelled", scope: "row", hook: "cancel",
        input: [{ key: "reason", label: "取消原因", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
      {
        name: "abort", label: "中止", from: ["bidding"], to: "cancelled", scope: "row", hook: "abort", confirm: "中止后竞拍中的拍品全部撤拍。确定中止吗？",
        input: [{ key: "reason", label: "中止原因", kind: "text", required: true, minLength: 2, maxLength: 200 }],
      },
    ],
  }),
});
