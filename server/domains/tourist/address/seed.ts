import { address } from "../../../../src/catalogue/registry";
import { regionOf } from "./regions";
import { alreadySeeded, DAY, pick, RECEIVERS, recentBetween, scaled, seededVisitors, STREETS } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

/** ~700 addresses (commerce.md §5.11, §10) of ~480 visitors: each with one or a few, exactly one default. */
export const seed = defineSeed({
  resource: address,
  async run(ctx) {
    if (await alreadySeeded(ctx, address.table)) return;
    const visitors = await seededVisitors(ctx);
    if (visitors.length === 0) return;
    const codes = Object.keys(STREETS);
    let left = scaled(ctx, 700, 10);
    for (const v of visitors) {
      if (left <= 0) break;
      if (ctx.random() > 0.3) continue;
      const own = Math.min(left, 1 + Math.floor(ctx.random() ** 2 * 3));
      left -= own;
      const defaultAt = Math.floor(ctx.random() * own);
      for (let i = 0; i < own; i++) {
        const code = pick(ctx, codes);
        const region = regionOf(code);
        const [street, road, postcode] = STREETS[code] ?? ["", "", ""];
        if (!region) throw new Error(`seed address: region ${code} is not in the regions table`);
        const at = recentBetween(ctx, v.registerAt, ctx.now - DAY);
        const building = 1 + Math.floor(ctx.random() * 12);
        const room = `${1 + Math.floor(ctx.random() * 28)}${String(1 + Math.floor(ctx.random() * 6)).padStart(2, "0")}`;
        const mobile = i === 0 && v.mobile ? v.mobile : `1${pick(ctx, ["39", "58", "77", "86", "91", "99"])}${String(Math.floor(ctx.random() * 1e8)).padStart(8, "0")}`;
        await ctx.insert(address, {
          visitorId: v.Id, receiverName: pick(ctx, RECEIVERS), mobile, regionCode: code,
          province: region.province, city: region.city, district: region.district, street,
          detail: `${road}${1 + Math.floor(ctx.random() * 480)}号${building}号楼${room}室`, postcode,
          tag: pick(ctx, ["HOME", "HOME", "HOME", "COMPANY", "SCHOOL", "OTHER"]), isDefault: i === defaultAt,
        }, { ctime: at });
      }
    }
  },
});
