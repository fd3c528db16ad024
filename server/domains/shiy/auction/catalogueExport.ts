/**
 * 导出图录 (content.md §8.7, READ): the auction's lots in 图录号 order — session, special sale, title,
 * artist, work, estimates and starting price — as an Excel file made by the engine's export job under
 * the caller's rights (so a reader's file has no reserve price either). Answers the auction with the
 * job's Id in `catalogueJobId`, which the console follows in its job panel.
 */
import { actionOf } from "../../../../src/catalogue";
import { auction, auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob } from "../../../platform/jobs/store";
import { invalid, notFound, precondition } from "../../../platform/wire/errors";
import { selectionPayload, selectionTargets } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";

const EXPORT = actionOf(auction, "exportAuctionCatalogue") ?? (() => {
  throw new Error("auction: action exportAuctionCatalogue is missing from the catalogue");
})();

export const CATALOGUE_COLUMNS = ["lotNo", "sessionId", "specialSaleId", "title", "artistId", "workId", "estimateLow", "estimateHigh", "startingPrice"] as const;

export function registerCatalogueExport(registry: MethodRegistry): void {
  registry.add(method({
    service: auction.service, method: EXPORT.name, access: read(auction.access), input: selectionPayload,
    async handler(call, input) {
      const [target] = selectionTargets(input, { label: EXPORT.label, single: true, utimeRequired: false });
      if (!target) throw invalid("请提供 Id");
      const found = await findRecord(call.db, auction, target.id);
      if (!found) throw notFound("拍卖会不存在");
      const n = await byCatalogue(call.db).selectFrom(auctionLot.table).select((eb) => eb.fn.countAll().as("n")).where("auctionId", "=", target.id).executeTakeFirstOrThrow();
      if (Number(n.n) === 0) throw precondition(`拍卖会「${String(found.name)}」还没有拍品，没有图录可导出`);
      const jobId = await insertJob(call.db, {
        kind: "export", label: `导出图录：${String(found.name)}`, resource: auctionLot.name, total: Number(n.n),
        params: { cond: { jsonq: JSON.stringify({ auctionId: target.id }) }, sort: { by: "lotNo", asc: true }, mask: { fields: [...CATALOGUE_COLUMNS] } },
        targets: null, userId: call.user.Id, userName: call.user.userName,
      }, call.now());
      announceJob();
      return { data: [{ ...found, catalogueJobId: jobId }], total: 1 };
    },
  }));
}
