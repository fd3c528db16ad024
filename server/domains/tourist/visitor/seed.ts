import { visitor } from "../../../../src/catalogue/registry";
import { bulkInsert, digits, pick, type SeedRow } from "../../../seed/commerce/bulk";
import { GIVEN_NAMES, NICK_HEADS, NICK_TAILS, REGIONS, VISITOR_TAGS } from "../../../seed/data/visitors";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const YEAR_MS = 365 * DAY;

/**
 * ~2,000 visitors registered over the last 12 months (commerce.md §5.1, §10): monthly sign-ups rising
 * from ~110 to ~230, uid sequential in registration order, masked mobiles in the 17x/19x-heavy ranges.
 * VIP, balance, points and 累计消费 start empty: the orders seed moves them through their ledgers.
 */
export const seed = defineSeed({
  resource: visitor,
  async run(ctx) {
    if (await ctx.tx.selectFrom(visitor.table).select("Id").limit(1).executeTakeFirst()) return;
    const { random, now } = ctx;
    const count = Math.max(40, Math.round(2_000 * ctx.scale));
    // Sign-ups grow linearly through the year: inverse of F(x) = (a·x + b·x²/2) / (a + b/2).
    const a = 110;
    const b = 120;
    const times = Array.from({ length: count }, () => {
      const u = random() * (a + b / 2);
      const x = (-a + Math.sqrt(a * a + 2 * b * u)) / b;
      return now - YEAR_MS + Math.floor(x * (YEAR_MS - DAY));
    }).sort((p, q) => p - q);
    const restricted = new Map<number, string>();
    const spread = (n: number, state: string) => {
      for (let k = 0; k < Math.max(1, Math.round(n * ctx.scale)); k += 1) restricted.set(Math.floor(random() * count), state);
    };
    spread(4, "BANNED");
    spread(2, "MUTED");
    spread(6, "DEACTIVATED");
    const rows: SeedRow[] = times.map((registerAt, i) => {
      const channel = pick(random, [["IOS", 36], ["ANDROID", 33], ["MP_WEIXIN", 22], ["H5", 6], ["PC", 3]] as const);
      const recent = random() < 0.35;
      const lastActiveAt = recent ? Math.max(registerAt, now - Math.floor(random() * 30 * DAY)) : registerAt + Math.floor(random() * Math.max(0, now - 30 * DAY - registerAt));
      const status = restricted.get(i) ?? "NORMAL";
      const nick = `${NICK_HEADS[Math.floor(random() * NICK_HEADS.length)]}${NICK_TAILS[Math.floor(random() * NICK_TAILS.length)]}${random() < 0.4 ? String(Math.floor(random() * 100)) : ""}`;
      const tags = random() < 0.3 ? [VISITOR_TAGS[Math.floor(random() * VISITOR_TAGS.length)]!] : [];
      return {
        ctime: registerAt, utime: lastActiveAt,
        data: {
          uid: 10_000_001 + i,
          nickName: random() < 0.08 ? `${GIVEN_NAMES[Math.floor(random() * GIVEN_NAMES.length)]}${String(Math.floor(random() * 1000))}` : nick,
          mobile: `1${pick(random, [["3", 2], ["5", 2], ["7", 3], ["8", 2], ["9", 3]] as const)}${digits(random, 9)}`,
          wxUnionId: channel === "MP_WEIXIN" || random() < 0.4 ? `o${digits(random, 6)}${Buffer.from(digits(random, 15)).toString("base64url").slice(0, 20)}` : null,
          appAccountToken: channel === "IOS" ? [8, 4, 4, 4, 12].map((n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(random() * 16)]).join("")).join("-") : null,
          registerChannel: channel, registerAt, lastActiveAt,
          region: REGIONS[Math.floor(random() * REGIONS.length)],
          gender: pick(random, [["UNKNOWN", 2], ["MALE", 4], ["FEMALE", 4]] as const),
          vipLevel: "NONE", vipExpireAt: null, autoRenew: false, pointBalance: 0, balance: 0, hdQuota: Math.floor(random() * 20), totalPaid: 0,
          tags, status,
          bannedUntil: status === "BANNED" && random() < 0.5 ? now + Math.floor(random() * 60) * DAY : null,
          statusReason: status === "BANNED" ? "发布违规广告" : status === "MUTED" ? "评论区辱骂他人" : status === "DEACTIVATED" ? "用户申请注销" : null,
          remark: null,
          // Left for the anonymising sweeper: it clears those past their 15 days at its first run.
          deactivatedAt: status === "DEACTIVATED" ? lastActiveAt : null, anonymisedAt: null,
        },
      };
    });
    await bulkInsert(ctx.tx, visitor, rows);
  },
});
