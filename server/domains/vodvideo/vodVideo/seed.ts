import { vodVideo } from "../../../../src/catalogue/registry";
import { defineSeed, type SeedContext } from "../../../seed/factory";

const DAY = 86_400_000;
const DEFINITIONS = ["LD", "SD", "HD", "OD"];

/** A vendor's video id: 32 lower-case hex characters, from the seed's random source. */
export function seedVendorId(random: () => number): string {
  let s = "";
  while (s.length < 32) s += Math.floor(random() * 16).toString(16);
  return s;
}

/** The fields of a seeded video in `status`: what the service filled in by then (duration, cover, definitions after transcoding). */
export function seededVideo(ctx: SeedContext, title: string, usage: string, status: string, durationSec: number, uploadedBy: number | null) {
  const transcoded = status === "Normal" || status === "Checking" || status === "Blocked";
  const vendorVideoId = seedVendorId(ctx.random);
  return {
    title, vendorVideoId, status, usage, uploadedBy, refCount: 0, category: CATEGORY_OF[usage] ?? "其他",
    fileSize: Math.round(durationSec * (1.2 + ctx.random()) * 1_000_000 / 8),
    durationSec: transcoded ? durationSec : null,
    definitions: transcoded ? DEFINITIONS.slice(0, status === "Normal" ? 4 : 3) : null,
    // The service's snapshots live on its CDN, which the demo has none of: no cover until one is synced or uploaded.
    cover: null,
    templateGroupId: "moyuan-default",
  };
}

const CATEGORY_OF: Readonly<Record<string, string>> = { course: "课程", artistVideo: "驻留艺术家", channel: "视频频道", article: "文章", other: "其他" };

const SUBJECTS = ["《兰亭序》临写", "《祭侄文稿》赏析", "《富春山居图》里的山", "宋人小品设色", "篆刻刀法", "古琴与书房", "碑林访碑", "敦煌壁画修复", "装裱工作室", "宣纸的制作", "徽墨的制作", "湖笔的制作", "端砚的开采", "拓片的制作", "工笔花鸟勾线", "写意山水泼墨"];
const FORMS: readonly { usage: string; suffix: string }[] = [
  { usage: "artistVideo", suffix: "创作纪录" }, { usage: "artistVideo", suffix: "艺术家访谈" },
  { usage: "channel", suffix: "短片" }, { usage: "article", suffix: "文章配视频" }, { usage: "other", suffix: "活动花絮" },
];
/** content.md §10.1: 80 videos — 60 正常, 10 上传完成, 5 转码中, 3 转码失败, 2 已屏蔽. */
const STATUS_PLAN: readonly [string, number][] = [["Normal", 60], ["UploadSucc", 10], ["Transcoding", 5], ["TranscodeFail", 3], ["Blocked", 2]];

/** The video library: 80 records over five uses (lessons get their own videos with the lessons' seed). */
export const seed = defineSeed({
  resource: vodVideo,
  async run(ctx) {
    if (await ctx.tx.selectFrom(vodVideo.table).select("Id").where("usage", "<>", "course").limit(1).executeTakeFirst()) return;
    const users = await ctx.idsOf("consoleUser");
    const statuses = STATUS_PLAN.flatMap(([s, n]) => Array.from({ length: n }, () => s));
    for (let i = 0; i < statuses.length; i += 1) {
      const form = FORMS[i % FORMS.length] as (typeof FORMS)[number];
      const title = `${SUBJECTS[i % SUBJECTS.length] as string}·${form.suffix}`;
      const minutes = 1 + Math.floor(ctx.random() * 90);
      const ctime = ctx.now - (240 - i * 2.5) * DAY;
      const status = statuses[i] as string;
      await ctx.insert(vodVideo, {
        ...seededVideo(ctx, title, form.usage, status, minutes * 60 + Math.floor(ctx.random() * 60), users[i % Math.max(users.length, 1)] ?? null),
        description: `${title}，时长约 ${minutes} 分钟。`, tags: [form.suffix],
        lastSyncedAt: ctime + 3_600_000 * (status === "Normal" ? 2 : 1),
      }, { ctime, utime: ctime + 3_600_000 * 2 });
    }
  },
});
