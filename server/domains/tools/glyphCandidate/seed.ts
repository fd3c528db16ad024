import { calligraphyWork, glyphCandidate } from "../../../../src/catalogue/registry";
import { TRANSCRIPTIONS } from "../../../seed/data/calligraphyWorks";
import { defineSeed } from "../../../seed/factory";
import { idsByName, scaled, seededAlready } from "../../../seed/sufa/lookup";
import { GLYPH_DEMO_PREFIX, GLYPH_DEMO_SIZE, glyphDemoKey } from "./demoImages";

const HAN = /\p{Script=Han}/u;
const DAY = 86_400_000;

/** YGSF rows: character sources the glyph site names (书家 and 出处 as the site writes them). */
const YGSF: readonly { artist: string; work: string; script: string; text: string }[] = [
  { artist: "王羲之", work: "兰亭序", script: "xing", text: "永和九年岁在癸丑暮春之初会于会稽山阴之兰亭修禊事也群贤毕至少长咸集" },
  { artist: "颜真卿", work: "祭侄文稿", script: "xing", text: "维乾元元年岁次戊戌九月庚午朔三日壬申第十三叔银青光禄夫" },
  { artist: "柳公权", work: "玄秘塔碑", script: "kai", text: "唐故左街僧录内供奉三教谈论引驾大德安国寺上座赐紫大达法师" },
  { artist: "欧阳询", work: "九成宫醴泉铭", script: "kai", text: "秘书监检校侍中钜鹿郡公臣魏徵奉敕撰维贞观六年孟夏之月" },
  { artist: "米芾", work: "蜀素帖", script: "xing", text: "拟古青松劲挺姿凌霄耻屈盘种种出枝叶牵连上松端" },
];

/**
 * content.md §12.1, scaled down to 160 (the design's 300 would make every test world heavier): 80 cut by
 * segmentation from 《多宝塔碑》 (regions on its page, columns read right to left) and 80 from YGSF; 40 %
 * pending with OCR guesses, the rest decided — 入库 ones are left pending here rather than made into
 * 单字 (the glyph library has its own seed), so the decided ones are 丢弃 or 重复 only.
 */
export const seed = defineSeed({
  resource: glyphCandidate,
  async run(ctx) {
    if (await seededAlready(ctx.tx, glyphCandidate.table)) return;
    const works = await idsByName(ctx.tx, calligraphyWork.table, "title");
    const artists = await idsByName(ctx.tx, "ancient_artist");
    const duobao = works.get("多宝塔碑");
    const glyphs = await ctx.idsOf("glyph");
    const half = scaled(80, ctx.scale, 10);
    const plan: Record<string, unknown>[] = [];
    const chars = [...(TRANSCRIPTIONS["多宝塔碑"] ?? "")].filter((c) => HAN.test(c));
    for (let k = 0; k < half && duobao !== undefined && chars.length > 0; k++) {
      const char = chars[k % chars.length] as string;
      const col = Math.floor(k / 12);
      plan.push({
        image: glyphDemoKey("rubbing", char, k), char: k % 5 === 4 ? null : char, source: "segmentation", sourceRef: `calligraphyWork/${duobao}`,
        workId: duobao, region: { x: 3660 - col * 160, y: 120 + (k % 12) * 180, w: 132, h: 136 }, script: "kai",
        artistText: "颜真卿", artistId: artists.get("颜真卿") ?? null, workText: "多宝塔碑", ocrChar: char, ocrConfidence: Math.round((0.72 + ctx.random() * 0.27) * 1000) / 1000,
      });
    }
    for (let k = 0; k < half; k++) {
      const src = YGSF[k % YGSF.length] as (typeof YGSF)[number];
      const text = [...src.text];
      const char = text[Math.floor(k / YGSF.length) % text.length] as string;
      plan.push({
        image: glyphDemoKey("paper", char, k), char, source: "ygsf", sourceRef: `https://ygsf.example.invalid/zi/${encodeURIComponent(char)}?n=${k}`,
        workId: works.get(src.work) ?? null, region: { x: 0, y: 0, w: GLYPH_DEMO_SIZE, h: GLYPH_DEMO_SIZE }, script: src.script,
        artistText: src.artist, artistId: artists.get(src.artist) ?? null, workText: src.work, ocrChar: char, ocrConfidence: Math.round((0.8 + ctx.random() * 0.19) * 1000) / 1000,
      });
    }
    const keys = plan.map((p) => String(p.image));
    const known = new Set((await ctx.tx.selectFrom("upload_file").select("key").where("key", "like", `${GLYPH_DEMO_PREFIX}%`).execute()).map((r) => String(r.key)));
    for (const key of keys.filter((k) => !known.has(k))) {
      await ctx.tx.insertInto("upload_file").values({ key, dataType: "UDT_GLYPH", contentType: "image/png", size: 0, userId: null, ctime: ctx.now - 20 * DAY }).execute();
      known.add(key);
    }
    for (const [i, p] of plan.entries()) {
      const created = ctx.now - 14 * DAY + i * 3_600_000 * (13 * 24 / plan.length);
      const roll = ctx.random();
      const state = roll < 0.4 || glyphs.length === 0 ? "pending" : roll < 0.8 ? "rejected" : "duplicate";
      const reviewedAt = state === "pending" ? null : Math.min(ctx.now - 60_000, created + DAY);
      await ctx.insert(glyphCandidate, {
        ...p, pageImageId: null, dedupHash: (0x1000_0000 + Math.floor(ctx.random() * 0xefff_ffff)).toString(16), state,
        duplicateOfId: state === "duplicate" ? glyphs[i % glyphs.length] : null,
        rejectReason: state === "rejected" ? (i % 2 === 0 ? "切分不完整" : "字迹残损，不可用") : null, glyphId: null,
        reviewedBy: state === "pending" ? null : "admin", reviewedAt,
      }, { ctime: Math.round(created), utime: reviewedAt ?? Math.round(created) });
    }
  },
});
