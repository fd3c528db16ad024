/**
 * The demo auctions (content.md §8.7 seed), dated around today: one settled nine days ago, one ended
 * and awaiting 结算, one bidding now, one in preview, one in preparation, one cancelled — and the
 * share of the eligible works each takes, plus the pool items left in the pool.
 */
import { shanghaiDate } from "../../../../src/catalogue";

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export type SeedState = "settled" | "ended" | "bidding" | "published" | "draft" | "cancelled";

export interface AuctionPlan {
  readonly state: SeedState;
  readonly name: string;
  readonly auctionType: "timed" | "live";
  readonly previewStartAt: number;
  readonly startAt: number;
  readonly endAt: number;
  /** Share of the eligible works it offers. */
  readonly share: number;
  readonly sessions: readonly string[];
  readonly specialSales: readonly { title: string; curator: string }[];
}

const season = (ms: number): string => {
  const m = Number(shanghaiDate(ms).slice(5, 7));
  return m >= 3 && m <= 5 ? "春季" : m >= 6 && m <= 8 ? "夏季" : m >= 9 && m <= 11 ? "秋季" : "冬季";
};
const year = (ms: number): string => shanghaiDate(ms).slice(0, 4);
/** 10:00 Beijing time of the day `days` from `now`. */
const tenOClock = (now: number, days: number): number => {
  const day = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  return day + days * DAY + 10 * HOUR;
};

export function auctionPlans(now: number): AuctionPlan[] {
  const at = (d: number) => tenOClock(now, d);
  const plan = (state: SeedState, name: (start: number) => string, start: number, days: number, share: number, rest: Partial<AuctionPlan> = {}): AuctionPlan => ({
    state, name: name(start), auctionType: "timed", previewStartAt: start - 7 * DAY, startAt: start, endAt: start + days * DAY, share,
    sessions: ["第一场 · 书法篆刻", "第二场 · 国画"], specialSales: [], ...rest,
  });
  // Settled nine days ago: its payments fall in a month the books have not closed, its one unpaid order is past the 7-day deadline.
  return [
    plan("settled", (s) => `${year(s)} ${season(s)}驻留艺术家作品网络拍卖会`, at(-13), 3, 0.3, {
      specialSales: [{ title: "青年书法家专场", curator: "周砚秋" }, { title: "山水画专场", curator: "林清远" }],
    }),
    plan("cancelled", (s) => `${year(s)} 青年艺术家公益拍卖会`, at(-25), 2, 0.05, { sessions: ["公益专场"] }),
    plan("ended", (s) => `${year(s)} 驻留艺术家书法篆刻网络拍卖会`, at(-6), 3, 0.18, {
      specialSales: [{ title: "小品册页专场", curator: "苏晚亭" }, { title: "篆刻印章专场", curator: "顾南枝" }],
    }),
    plan("bidding", (s) => `${year(s)} 岁末书画小品同步拍卖会`, at(-2), 5, 0.12, { auctionType: "live", sessions: ["第一场 · 书画小品"] }),
    plan("published", (s) => `${year(s)} 新春驻留艺术家精品网络拍卖会`, at(9), 3, 0.1, { previewStartAt: at(-1) }),
    plan("draft", (s) => `${year(s)} 篆刻专场拍卖会`, at(70), 2, 0.05, { sessions: ["篆刻专场"] }),
  ];
}

/** Pool items that stay in the pool: shares of the eligible works. */
export const POOL_ONLY = { approved: 0.07, candidate: 0.08, withdrawn: 0.04 } as const;

export const RULES_HTML = "<p>本场为驻留艺术家作品拍卖。竞买人须缴纳保证金后方可出价；出价须符合加价幅度；成交价为落槌价加 15% 买方佣金，须于结算后 7 日内付清。</p>";
