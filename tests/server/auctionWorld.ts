/** Auctions built through the service, as staff build them: works in the pool, lots in a session, the sale opened. */
import { aWorkForSale, type SampleWork } from "../../server/domains/shiy/auctionPoolItem/sampleWork";
import type { TestServer } from "./harness";

export const DAY = 86_400_000;
export const yuan = (n: number): number => n * 100;

export interface LotTerms {
  readonly estimateLow?: number;
  readonly estimateHigh?: number;
  readonly startingPrice?: number;
  readonly reservePrice?: number | null;
}

export interface BuiltAuction {
  readonly Id: number;
  readonly code: string;
  readonly sessionId: number;
  readonly lots: { Id: number; lotNo: number; poolItemId: number; work: SampleWork }[];
}

export function auctionService(t: TestServer) {
  /** The admin's session; a test that moves the clock by days signs in again (sessions expire). */
  const session = { token: t.adminToken };
  const svc = async (m: string, p: Record<string, unknown>, token = session.token) => (await t.rpc(`ShiyServiceAdmin/${m}`, p, token)).body as { code: unknown; message?: string; data?: unknown; total?: number } & Record<string, unknown>;
  const ok = async (m: string, p: Record<string, unknown>) => {
    const body = await svc(m, p);
    if (body.code !== "SUCCESS") throw new Error(`${m}: ${String(body.code)} ${String(body.message)}`);
    return body;
  };
  const one = async (m: string, p: Record<string, unknown>) => ((await ok(m, p)).data as Record<string, unknown>[] | Record<string, unknown>);
  const get = async (entity: string, Id: number) => (await ok(`get${entity}`, { Id })).data as Record<string, unknown> & { Id: number; utime: number };

  /** An auction in `draft` with one session and a lot per entry of `terms`; opened (拍卖中) unless `open` is false. */
  async function build(terms: LotTerms[], opts: { open?: boolean; artist?: SampleWork; auctionType?: "timed" | "live" } = {}): Promise<BuiltAuction> {
    const now = t.clock.now;
    const created = await one("createAuction", {
      data: {
        name: `测试拍卖会 ${now}`, auctionType: opts.auctionType ?? "timed", previewStartAt: now + DAY, previewEndAt: now + 2 * DAY, startAt: now + 2 * DAY, endAt: now + 5 * DAY,
        depositAmount: yuan(2000), buyerPremiumRate: 15, sellerFeeRate: 10, rules: "<p>测试规则</p>",
      },
    }) as Record<string, unknown>;
    const Id = Number(created.Id);
    const session = await one("createAuctionSession", { data: { auctionId: Id, sessionNo: 1, name: "第一场", startAt: now + 2 * DAY, lotNoFrom: 1001, lotNoTo: 1099 } }) as Record<string, unknown>;
    const lots: BuiltAuction["lots"] = [];
    for (const term of terms) {
      const work = await t.server.deps.db.transaction().execute((tx) => aWorkForSale(tx, now, opts.artist ? { artistId: opts.artist.artistId, artistCode: opts.artist.artistCode } : {}));
      const item = await one("createAuctionPoolItem", {
        data: { workId: work.workId, estimateLow: yuan(8000), estimateHigh: yuan(12_000), startingPrice: yuan(5600), reservePrice: null, ...term },
      }) as Record<string, unknown>;
      await ok("approveAuctionPoolItem", { Id: item.Id });
      const [assigned] = await one("assignAuctionPoolItem", { Id: item.Id, data: { sessionId: session.Id } }) as Record<string, unknown>[];
      const lot = await get("AuctionLot", Number(assigned!.lotId));
      lots.push({ Id: lot.Id, lotNo: Number(lot.lotNo), poolItemId: Number(item.Id), work });
    }
    await ok("publishAuction", { Id });
    if (opts.open !== false) await ok("startAuction", { Id });
    return { Id, code: String(created.code), sessionId: Number(session.Id), lots };
  }

  /** 登记保证金: the bidder's deposit for the auction, as staff record it. */
  const deposit = (auctionId: number, visitorId: number) => svc("createAuctionDeposit", { data: { auctionId, visitorId, payChannel: "WXPAY", payRef: `4200${auctionId}${visitorId}` } });
  const paid = new Set<string>();
  /** A bid as 登记出价 takes it, without first paying the deposit. */
  const bidOnly = (lotId: number, bidderId: number, amount: number) => svc("bidAuctionLot", { Id: lotId, data: { bidderId, amount, channel: "app" } });
  /** A bid by a bidder whose deposit for the lot's auction is registered first (once). */
  const bid = async (lotId: number, bidderId: number, amount: number) => {
    const auctionId = Number((await get("AuctionLot", lotId)).auctionId);
    if (!paid.has(`${auctionId}:${bidderId}`)) {
      paid.add(`${auctionId}:${bidderId}`);
      const made = await deposit(auctionId, bidderId);
      if (made.code !== "SUCCESS") throw new Error(`createAuctionDeposit: ${String(made.code)} ${String(made.message)}`);
    }
    return bidOnly(lotId, bidderId, amount);
  };
  return { svc, ok, get, build, bid, bidOnly, deposit, session };
}
