import { visitorResource } from "../../../../src/catalogue/registry";
import { alreadySeeded, contentKey, pick, recentBetween, scaled, seededVisitors, UPLOAD_TITLES } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

const AUDITORS = ["ops.wang", "admin"];

/** Machine review's labels for an upload: low scores unless it was blocked for that category. */
function labels(random: () => number, blockedFor: string | null) {
  const score = (cat: string) => (cat === blockedFor ? 0.9 + random() * 0.09 : Math.round(random() * 0.2 * 1000) / 1000);
  return ["porn", "politics", "ad", "violence"].map((category) => ({ category, label: category === blockedFor ? "block" : "normal", score: score(category) }));
}

/** ~2,600 uploads (commerce.md §5.3, §10): most passed by the machine review, 22 waiting for a person, some rejected or blocked. */
export const seed = defineSeed({
  resource: visitorResource,
  async run(ctx) {
    if (await alreadySeeded(ctx, visitorResource.table)) return;
    const visitors = await seededVisitors(ctx);
    if (visitors.length === 0) return;
    const count = scaled(ctx, 2600, 30);
    const pending = Math.min(count, Math.max(8, Math.round(22 * ctx.scale)));
    for (let n = 0; n < count; n++) {
      const v = pick(ctx, visitors);
      // The pending ones are the latest uploads: the queue is worked through every day.
      const at = n < pending ? ctx.now - (n + 1) * 37 * 60_000 : recentBetween(ctx, v.registerAt, ctx.now - 2 * 86_400_000);
      const roll = ctx.random();
      const status = n < pending ? "PENDING" : roll < 0.8 ? "AUTO_PASSED" : roll < 0.92 ? "PASSED" : roll < 0.97 ? "REJECTED" : "AUTO_BLOCKED";
      const type = ctx.random() < 0.85 ? "IMAGE" : ctx.random() < 0.6 ? "VIDEO" : "PDF";
      const blockedFor = status === "AUTO_BLOCKED" ? pick(ctx, ["porn", "ad", "politics"]) : null;
      const reviewed = status === "PASSED" || status === "REJECTED";
      const width = pick(ctx, [1080, 1440, 2048, 3000]);
      await ctx.insert(visitorResource, {
        visitorId: v.Id, title: pick(ctx, UPLOAD_TITLES), type,
        file: contentKey(`upload-${type.toLowerCase()}`, at, n), thumbnail: contentKey("thumb", at, n),
        size: type === "VIDEO" ? 8_000_000 + Math.floor(ctx.random() * 90_000_000) : 300_000 + Math.floor(ctx.random() * 6_000_000),
        width: type === "PDF" ? null : width, height: type === "PDF" ? null : Math.round(width * (0.6 + ctx.random() * 0.9)),
        durationSec: type === "VIDEO" ? 15 + Math.floor(ctx.random() * 300) : null,
        auditStatus: status, machineLabels: labels(ctx.random, blockedFor),
        auditReason: status === "REJECTED" ? pick(ctx, ["AD", "INFRINGE", "LOW_QUALITY"]) : null,
        visibility: (status === "AUTO_PASSED" || status === "PASSED") && ctx.random() < 0.4 ? "PUBLIC" : "PRIVATE",
        createdAt: at, auditedAt: reviewed ? at + Math.floor(ctx.random() * 20 * 3_600_000) : null, auditor: reviewed ? pick(ctx, AUDITORS) : null,
      }, { ctime: at });
    }
  },
});
