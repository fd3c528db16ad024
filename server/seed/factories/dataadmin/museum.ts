import { museum } from "../../../../src/catalogue/registry";
import { museums } from "../../data/museums";
import { defineSeed } from "../../factory";

/** Forty real museums, an hour apart, so the list's default order (last changed first) looks lived in. */
export const seed = defineSeed({
  resource: museum,
  async run(ctx) {
    for (const [i, m] of museums.entries()) {
      await ctx.insert(museum, { ...m }, { ctime: ctx.now - (museums.length - i) * 3_600_000 });
    }
  },
});
