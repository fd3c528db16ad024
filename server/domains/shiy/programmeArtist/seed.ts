import { shanghaiDate } from "../../../../src/catalogue";
import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { programmeArtist } from "../../../../src/catalogue/registry";
import { DISCIPLINES } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { defineSeed } from "../../../seed/factory";
import { ARTISTS, batchStart, contractEnd, type ArtistSeed } from "./artistData";
import { regenerateArtistDict } from "./artistDict";

const DAY = 86_400_000;
const TERMINATE_REASONS = ["艺术家个人原因申请提前解约，双方协商一致", "作品授权条款未能达成一致，经协商解除合约"];

const disciplineLabel = (a: ArtistSeed) => a.disciplines.map((d) => DISCIPLINES.find((x) => x.value === d)?.label ?? d).join("、");

function bioOf(a: ArtistSeed): string {
  const hao = a.artName ? `，号${a.artName}` : "";
  return `<p>${a.name}${hao}，${a.birthYear} 年生于${a.nativePlace}，现居${a.city}。主攻${disciplineLabel(a)}。${a.memberships ? `${a.memberships}。` : ""}</p><p>${a.batch}驻留艺术家。</p>`;
}

/** The contract's days: two years from the batch's start; an active artist whose first term ended renewed for two more. */
function contractOf(a: ArtistSeed, today: string): { start: string; end: string } {
  const start = batchStart(a.batch);
  const first = contractEnd(start, 2);
  return { start, end: (a.status === "active" || a.status === "paused") && first < today ? contractEnd(start, 4) : first };
}

/** content.md §8.2 seed: 30 fictional artists, then the `shiyArtist` dictionary generated from them. */
export const seed = defineSeed({
  resource: programmeArtist,
  async run(ctx) {
    if (await ctx.tx.selectFrom(programmeArtist.table).select("Id").limit(1).executeTakeFirst()) return;
    const managers = await ctx.idsOf("consoleUser");
    const today = shanghaiDate(ctx.now);
    let terminated = 0;
    for (const [i, a] of ARTISTS.entries()) {
      const { start, end } = contractOf(a, today);
      const signed = a.status !== "signing";
      const ctime = Math.min(ctx.now - DAY, fromShanghaiInput(`${start} 10:00:00`) - (20 + (i % 7)) * DAY);
      await ctx.insert(programmeArtist, {
        code: a.code, name: a.name, artName: a.artName, avatar: null, gender: a.gender, birthYear: a.birthYear,
        nativePlace: a.nativePlace, city: a.city, disciplines: a.disciplines, memberships: a.memberships, bio: bioOf(a), batch: a.batch,
        status: a.status, contractStartDate: start, contractEndDate: end,
        contractFile: signed ? `shiy/contracts/${a.code.toLowerCase()}-${start.slice(0, 4)}.pdf` : null,
        revenueShareRate: 60 + ((i * 7) % 21), managerId: managers.length > 0 ? managers[i % managers.length] : null,
        workCount: 0, soldCount: 0, phone: `139${String(10_000_000 + ((i * 7_919_231) % 89_999_999)).slice(0, 8)}`,
        tags: i % 5 === 0 ? ["重点艺术家"] : [], terminateReason: a.status === "terminated" ? TERMINATE_REASONS[terminated++ % TERMINATE_REASONS.length] : null,
      }, { ctime, utime: Math.min(ctx.now, ctime + 30 * DAY) });
    }
    await regenerateArtistDict(ctx.tx, ctx.now);
  },
});
