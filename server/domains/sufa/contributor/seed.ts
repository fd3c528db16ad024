import { contributor } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { seededAlready } from "../../../seed/sufa/lookup";

const DAY = 86_400_000;

/** content.md §2.3: two publishers, five museums, eight collectors, six photographers, four persons (people fictional). */
const CONTRIBUTORS: readonly (readonly [name: string, type: string, org: string | null, license: string])[] = [
  ["文物出版社", "publisher", null, "nonExclusive"], ["上海书画出版社", "publisher", null, "nonExclusive"],
  ["故宫博物院", "institution", null, "licensed"], ["台北故宫博物院", "institution", null, "ccBy"], ["上海博物馆", "institution", null, "licensed"],
  ["辽宁省博物馆", "institution", null, "licensed"], ["西安碑林博物馆", "institution", null, "licensed"],
  ["听松阁主人", "collector", "听松阁", "exclusive"], ["周墨林", "collector", null, "exclusive"], ["沈砚田", "collector", "砚田斋", "nonExclusive"],
  ["顾清和", "collector", null, "exclusive"], ["陆鹤年", "collector", "鹤年堂", "nonExclusive"], ["叶知秋", "collector", null, "exclusive"],
  ["许怀瑾", "collector", "怀瑾楼", "nonExclusive"], ["唐远山", "collector", null, "exclusive"],
  ["林一舟", "photographer", "一舟影像工作室", "nonExclusive"], ["陈晓岚", "photographer", null, "nonExclusive"], ["何子墨", "photographer", "墨影文化", "nonExclusive"],
  ["宋青禾", "photographer", null, "ccBy"], ["赵明远", "photographer", null, "nonExclusive"], ["孙若溪", "photographer", "若溪摄影", "nonExclusive"],
  ["吴静安", "person", "某高校书法系", "ccBy"], ["郑云帆", "person", null, "ccBy"], ["冯书白", "person", null, "other"], ["钱听雨", "person", null, "publicDomain"],
];

export const seed = defineSeed({
  resource: contributor,
  async run(ctx) {
    if (await seededAlready(ctx.tx, contributor.table)) return;
    for (const [i, [name, type, org, license]] of CONTRIBUTORS.entries()) {
      const license2 = license === "licensed" ? "nonExclusive" : license;
      const people = type === "collector" || type === "photographer" || type === "person";
      await ctx.insert(contributor, {
        name, type, organization: org, license: license2, enabled: i % 9 !== 8, workCount: 0,
        phone: people ? `1390000${String(1000 + i * 37).padStart(4, "0")}` : null,
        email: people ? `contact${i + 1}@example.com` : null,
        // Some contracts run out within the month, for the dashboard's reminder.
        contractEndDate: license2 === "exclusive" || license2 === "nonExclusive" ? new Date(ctx.now + (i % 5 === 0 ? 20 : 200 + i * 11) * DAY).toISOString().slice(0, 10) : null,
        bio: type === "publisher" ? `${name}，长期出版历代碑帖与书画图录。` : null,
      }, { ctime: ctx.now - (CONTRIBUTORS.length - i) * DAY });
    }
  },
});
