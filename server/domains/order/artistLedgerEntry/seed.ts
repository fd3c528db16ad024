import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { shanghaiDate } from "../../../../src/catalogue";
import { artistLedgerEntry } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { shareOf } from "./artistShare";
import { shareKey } from "./rules";
import { dictionaries } from "../../../seed/data/dictionaries";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const MONTHS = 12;
const COURSES = ["山水入门", "花鸟工笔", "书法临帖", "人物白描", "青绿设色", "写意小品"];

/** `2026-11` minus `k` months. */
function monthBefore(period: string, k: number): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const i = y * 12 + (m - 1) - k;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

/** Beijing midnight of a day of a month, as epoch ms. */
const dayOf = (period: string, day: number) => fromShanghaiInput(`${period}-${String(day).padStart(2, "0")} 00:00:00`);

/** 劳务报酬 withholding as finance enters it: (x − 800) × 20 % up to ¥4,000, else x × 16 %. */
const withholding = (share: number) => (share <= 0 ? 0 : share <= 400_000 ? Math.max(0, Math.round((share - 80_000) * 0.2)) : Math.round(share * 0.16));

/**
 * Twelve ended months of shares for the programme artists of the `shiyArtist` dictionary: course
 * shares every month (50–70 %, ¥800–¥36,000 a month, growing), a work licence now and then; older
 * months paid, the last three on their way (notified, one disputed and settled by an adjustment,
 * confirmed, pending).
 */
export const seed = defineSeed({
  resource: artistLedgerEntry,
  async run(ctx) {
    // Once: a database whose ledger already has entries keeps them.
    if (await ctx.tx.selectFrom(artistLedgerEntry.table).select("Id").limit(1).executeTakeFirst()) return;
    const artists = dictionaries.find((d) => d.name === "shiyArtist")?.items ?? [];
    const thisMonth = shanghaiDate(ctx.now).slice(0, 7);
    // A random start and a running count: numbers of entries written in the same second never meet.
    const start = Math.floor(ctx.random() * 900_000);
    let seq = 0;
    const no = (at: number) => businessNo("AL", at, start + seq++);
    for (const [ai, artist] of artists.entries()) {
      const rateBp = 5000 + 500 * (ai % 5);
      const base = 160_000 + Math.floor(ctx.random() * 1_400_000);
      for (let k = MONTHS; k >= 1; k--) {
        const period = monthBefore(thisMonth, k);
        const written = dayOf(monthBefore(thisMonth, k - 1), 2) + 2 * 3_600_000;
        const growth = 1 + (MONTHS - k) * 0.06;
        const gross = Math.round((base * growth * (0.8 + ctx.random() * 0.4)) / 100) * 100;
        const sources: { sourceType: "COURSE_SALE" | "WORK_LICENSE"; sourceRef: string; gross: number; rateBp: number }[] = [
          { sourceType: "COURSE_SALE", sourceRef: `${artist.label}·${COURSES[ai % COURSES.length] ?? "书院课"}`, gross: Math.min(gross, 6_000_000), rateBp },
        ];
        if ((k + ai) % 4 === 0) sources.push({ sourceType: "WORK_LICENSE", sourceRef: `授权合同 SQ${period.replace("-", "")}${String(ai + 1).padStart(2, "0")}`, gross: 300_000 + Math.floor(ctx.random() * 20) * 50_000, rateBp: 7000 });
        for (const s of sources) {
          const share = shareOf(s.gross, s.rateBp);
          // k = 1: last month, just generated; k = 2: confirmed; k = 3: notified (one disputed); older: paid.
          const status = k === 1 ? (ai % 2 === 0 ? "PENDING" : "CONFIRMED") : k === 2 ? "CONFIRMED" : k === 3 ? (ai === 1 && s.sourceType === "COURSE_SALE" ? "DISPUTED" : "NOTIFIED") : "PAID";
          const tax = status === "PENDING" ? 0 : withholding(share);
          const noticeSentAt = ["NOTIFIED", "DISPUTED", "PAID"].includes(status) ? written + 8 * DAY : null;
          const paidAt = status === "PAID" ? written + 13 * DAY + 6 * 3_600_000 : null;
          await ctx.insert(artistLedgerEntry, {
            entryNo: no(written), artistId: artist.value, period, sourceType: s.sourceType, sourceRef: s.sourceRef, grossAmount: s.gross, shareRateBp: s.rateBp,
            shareAmount: share, taxAmount: tax, payableAmount: share - tax, status, noticeSentAt, paidAt,
            // Keyed as 生成本月台账 keys them, so that running it for a seeded month adds nothing.
            sourceKey: shareKey({ artistId: artist.value, period, sourceType: s.sourceType, sourceRef: s.sourceType === "COURSE_SALE" ? "" : s.sourceRef }),
            reason: status === "DISPUTED" ? "课程退款 2 笔未从计费金额中扣除" : null,
            operator: status === "PENDING" ? "系统" : "finance.sun", remark: status === "NOTIFIED" || status === "PAID" ? `已邮件发送 ${period} 结算单` : null,
          }, { ctime: written, utime: paidAt ?? noticeSentAt ?? written });
        }
      }
    }
    // Two settled corrections: an omitted licence share paid later, and a refund clawed back.
    const adjustments = [
      { k: 5, ai: 2, amount: 36_000, reason: "补发漏记的作品授权分成" },
      { k: 7, ai: 4, amount: -12_600, reason: "扣回已退款课程订单的分成" },
    ];
    for (const a of adjustments) {
      const artist = artists[a.ai % artists.length];
      if (!artist) continue;
      const period = monthBefore(thisMonth, a.k);
      const at = dayOf(monthBefore(thisMonth, a.k - 1), 20);
      await ctx.insert(artistLedgerEntry, {
        entryNo: no(at), artistId: artist.value, period, sourceType: "ADJUSTMENT", sourceRef: null, grossAmount: a.amount, shareRateBp: 10_000,
        shareAmount: a.amount, taxAmount: 0, payableAmount: a.amount, status: "PAID", reason: a.reason, paidAt: at + 5 * DAY, operator: "finance.sun",
      }, { ctime: at, utime: at + 5 * DAY });
    }
  },
});
