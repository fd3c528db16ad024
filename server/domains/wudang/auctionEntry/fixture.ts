import { auction } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { insertRow } from "../../../resources/rows";
import { defineFixture, type FixtureServer } from "../../fixture";

const DAY = 86_400_000;
const PREVIEW = Date.UTC(2030, 0, 10, 2);

/** A published auction (预展中), as an entry must point at: written directly, as its own machine would leave it. */
export async function publishedAuction(server: FixtureServer, n = 1): Promise<number> {
  const row = await insertRow(server.db, auction, {
    code: `AU-T${String(n).padStart(4, "0")}${String(server.now() % 100_000)}`.slice(0, 20), name: `测试拍卖会 ${n}`, auctionType: "timed",
    previewStartAt: PREVIEW + n * DAY, previewEndAt: PREVIEW + (n + 1) * DAY, startAt: PREVIEW + (n + 2) * DAY, endAt: PREVIEW + (n + 5) * DAY,
    depositAmount: 100_000, buyerPremiumRate: 15, sellerFeeRate: 10, incrementLadder: DEFAULT_LADDER, rules: "<p>拍卖规则</p>",
    status: "published", lotCount: 0, soldCount: 0, turnover: 0, sellThroughRate: 0, forfeitedDeposits: 0, deleted: false,
  }, server.now());
  return Number(row.Id);
}

/** One auction per test database and sample number: the contract asks for sample n more than once. */
const made = new WeakMap<object, Map<number, number>>();

async function auctionFor(server: FixtureServer, n: number): Promise<number> {
  const byN = made.get(server.db) ?? new Map<number, number>();
  made.set(server.db, byN);
  const known = byN.get(n);
  if (known !== undefined) return known;
  const id = await publishedAuction(server, n);
  byN.set(n, id);
  return id;
}

export const fixture = defineFixture("auctionEntry", {
  given: (n) => ({ platforms: [], minAppVersion: null, maxAppVersion: null, startAt: PREVIEW + n * DAY, endAt: PREVIEW + (n + 30) * DAY }),
  madeFirst: async (server, n) => ({ auctionId: await auctionFor(server, n ?? 1) }),
});
