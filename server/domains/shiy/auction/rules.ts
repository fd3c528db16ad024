/**
 * 拍卖会 (content.md §8.7): a new auction gets its code (AU-2024A: the year of its start and the next
 * letter) and the default 2-5-8 ladder; times must follow one another; the ladder must parse. Its
 * machine: lifecycle.ts and settle.ts.
 */
import { auction, auctionLot } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { shanghaiDate } from "../../../../src/catalogue";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import type { TransitionHook } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { parseLadder } from "../auctionLot/ladder";
import { abort, cancel, close, publish, start, unpublish } from "./lifecycle";
import { settleAuction } from "./settle";
import { nextAuctionCode } from "./code";
import { registerCatalogueExport } from "./catalogueExport";
import { registerCopyAuction } from "./copy";
import { timedSaleSweeper } from "./timedSale";

const DATE_LABELS: Readonly<Record<string, string>> = { previewStartAt: "预展开始", previewEndAt: "预展结束", startAt: "开拍时间", endAt: "结拍时间" };

/** Fields that set the sale's terms: fixed once the auction is published. */
const TERMS = ["auctionType", "startAt", "endAt", "depositAmount", "buyerPremiumRate", "sellerFeeRate", "incrementLadder", "previewStartAt"];

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  if ((ctx.mode === "create" || Object.hasOwn(value, "incrementLadder")) && (value.incrementLadder === undefined || value.incrementLadder === null)) value.incrementLadder = DEFAULT_LADDER;
  const merged = { ...(ctx.current ?? {}), ...value };
  if (ctx.current && ctx.current.status !== "draft" && TERMS.some((k) => Object.hasOwn(value, k) && JSON.stringify(value[k]) !== JSON.stringify(ctx.current![k]))) {
    throw precondition(`拍卖会「${String(ctx.current.name)}」已发布，时间、保证金、佣金与加价幅度不能再修改`);
  }
  if (!parseLadder(merged.incrementLadder)) throw invalid("加价幅度格式应为 [{from, to, steps}]，金额为分，steps 为正整数");
  // A copied auction starts without dates (复制为新拍卖会): they are set together, and checked once all are there.
  const DATES = ["previewStartAt", "previewEndAt", "startAt", "endAt"];
  const unset = DATES.filter((k) => merged[k] === null || merged[k] === undefined);
  if (unset.length > 0) {
    if (ctx.mode === "update" && !DATES.some((k) => Object.hasOwn(value, k))) return value;
    throw invalid(`请一并填写${unset.map((k) => DATE_LABELS[k]).join("、")}`);
  }
  const [ps, pe, s, e] = DATES.map((k) => Number(merged[k])) as [number, number, number, number];
  if (!(ps <= pe)) throw invalid("预展结束不能早于预展开始");
  if (!(ps <= s)) throw invalid("开拍时间不能早于预展开始");
  if (!(s < e)) throw invalid("结拍时间须晚于开拍时间");
  if (ctx.mode === "create") {
    value.code = await nextAuctionCode(ctx.tx, shanghaiDate(s).slice(0, 4));
    value.status = "draft";
    Object.assign(value, { lotCount: 0, soldCount: 0, turnover: 0, sellThroughRate: 0, forfeitedDeposits: 0 });
  }
  return value;
}

/** Deleting is for an auction still in preparation with no lot: anything further is a record to keep (取消 instead). */
async function beforeDelete({ tx, current }: { tx: Tx; current: Row }): Promise<void> {
  if (current.status !== "draft") throw precondition(`拍卖会「${String(current.name)}」已发布，不能删除，请使用「取消」`);
  const lot = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("auctionId", "=", Number(current.Id)).executeTakeFirst();
  if (lot) throw precondition(`拍卖会「${String(current.name)}」已排入拍品，不能删除，请使用「取消」`);
}

const settle: TransitionHook = ({ call, tx, current }) => settleAuction(tx, call, current);

export const rules = defineRules("auction", (registry: MethodRegistry) => {
  registerResource(registry, auction, { beforeWrite, beforeDelete, transitions: { publish, unpublish, start, close, settle, cancel, abort } });
  registerCopyAuction(registry);
  registerCatalogueExport(registry);
}, { sweepers: [timedSaleSweeper] });
