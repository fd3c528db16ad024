import { lineDrawing } from "../../../../src/catalogue/registry";
import { alreadySeeded, ARTWORKS, contentKey, pick, recentBetween, scaled, seededVisitors } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

/** ~1,800 line drawings (commerce.md §5.2, §10): 3 % failed, a few hidden, median ~2.8 s to make. */
export const seed = defineSeed({
  resource: lineDrawing,
  async run(ctx) {
    if (await alreadySeeded(ctx, lineDrawing.table)) return;
    const visitors = await seededVisitors(ctx);
    if (visitors.length === 0) return;
    const count = scaled(ctx, 1800, 20);
    for (let n = 0; n < count; n++) {
      const v = pick(ctx, visitors);
      const [sourceType, title] = pick(ctx, ARTWORKS);
      const at = recentBetween(ctx, v.registerAt, ctx.now - 60_000);
      const ai = ctx.random() < 0.55;
      const roll = ctx.random();
      const status = roll < 0.03 ? "FAILED" : roll < 0.045 ? "HIDDEN" : n < 2 ? "PROCESSING" : "DONE";
      // Lognormal-ish around 2.8 s; AI sketches take longer.
      const costMs = Math.round((ai ? 3600 : 2000) * Math.exp((ctx.random() - 0.5) * 1.2));
      await ctx.insert(lineDrawing, {
        visitorId: v.Id, sourceType, sourceId: `${sourceType}${String(1000 + (n % 900)).padStart(6, "0")}`, sourceTitle: `《${title}》`,
        sourceThumb: contentKey("source", at, n), lineImage: status === "DONE" || status === "HIDDEN" ? contentKey("line", at, n) : null,
        algorithm: ai ? "AI_SKETCH" : "EDGE", algorithmVersion: ai ? "v2.3" : "v1.8",
        params: { threshold: 40 + Math.floor(ctx.random() * 60), lineWidth: 1 + Math.floor(ctx.random() * 3), size: pick(ctx, [1024, 2048, 4096]) },
        status, visibility: ctx.random() < 0.3 ? "PUBLIC" : "PRIVATE",
        downloadCount: status === "DONE" ? Math.floor(ctx.random() ** 3 * 40) : 0,
        createdAt: at, costMs: status === "PROCESSING" ? null : costMs,
        hiddenReason: status === "HIDDEN" ? pick(ctx, ["INFRINGE", "LOW_QUALITY", "AD"]) : null,
      }, { ctime: at });
    }
  },
});
