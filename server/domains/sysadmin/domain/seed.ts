import { shanghaiDate } from "../../../../src/catalogue";
import { domain } from "../../../../src/catalogue/registry";
import { domains } from "../../../seed/data/domains";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** Ten domains relative to the first start: three due within 30 days, one lapsed. */
export const seed = defineSeed({
  resource: domain,
  async run(ctx) {
    for (const d of domains) {
      await ctx.insert(domain, { name: d.name, registrar: d.registrar, purpose: d.purpose, remark: d.remark || null, expiresAt: shanghaiDate(ctx.now + d.expiresInDays * DAY) });
    }
  },
});
