/**
 * Demo revise work (content.md §11.2–11.3, scaled down: 40 tasks on up to 20 paintings and calligraphy
 * images, ≤ 300 slices): six annotators of three vendors, two reviewers (the content editors), every state.
 * Counts, amounts and the images' 标注状态 are computed from what is written, as the server would.
 */
import { annotationSlice, annotationTag, consoleUser, hdImage, reviseTask } from "../../../../src/catalogue/registry";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import { byCatalogue } from "../../../platform/db/types";
import { defineSeed, type SeedContext } from "../../../seed/factory";
import { amountOf, refreshImageState, refreshTagCounts } from "./counts";
import { demoSlices, MAX_DEMO_SLICES } from "./seedSlices";

const DAY = 86_400_000;

/** Annotators by vendor (fictional teams); reviewers are the two content editors. */
const TEAMS = [
  { vendor: "墨研数据", annotators: ["label.wu", "label.zheng"] },
  { vendor: "青藤标注", annotators: ["label.feng", "label.he"] },
  { vendor: "鸿图外包", annotators: ["label.jiang", "label.tang"] },
];
const REVIEWERS = ["editor.li", "editor.zhao"];

/** 40 tasks: 7 未开始, 10 进行中, 7 已提交, 3 已驳回, 12 已完成, 1 已取消 (§11.2's mix at two thirds). */
const STATES: readonly string[] = [
  ...Array<string>(12).fill("completed"), ...Array<string>(3).fill("rejected"), ...Array<string>(7).fill("submitted"),
  ...Array<string>(10).fill("inProgress"), "cancelled", ...Array<string>(7).fill("new"),
];

/** What each batch asks for, by tag code. */
const BATCHES = [
  { name: "钤印与款识 第1批", tags: ["inscription", "authorSeal", "collectorSeal", "leisureSeal", "colophon"] },
  { name: "画面要素 第1批", tags: ["figure", "rock", "tree", "building", "boat", "bridge"] },
  { name: "品相普查 第1批", tags: ["damage", "stain", "repair"] },
];

async function userIds(ctx: SeedContext, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await ctx.tx.selectFrom(consoleUser.table).select(["Id", "userName"]).where("userName", "in", [...names]).execute();
  return new Map(rows.map((r) => [String(r.userName), Number(r.Id)]));
}

export const seed = defineSeed({
  resource: reviseTask,
  fills: [annotationSlice],
  after: ["annotationTag", "hdImage", "consoleUser"],
  async run(ctx) {
    if (await ctx.tx.selectFrom(reviseTask.table).select("Id").limit(1).executeTakeFirst()) return;
    const images = await byCatalogue(ctx.tx).selectFrom(hdImage.table).select(["Id", "masterFile", "title"])
      .where("subjectType", "in", ["suha", "sufa"]).where("tileStatus", "!=", "failed").where("deleted", "=", 0).orderBy("Id").limit(20).execute();
    const tags = await ctx.tx.selectFrom(annotationTag.table).select(["Id", "code", "label"]).execute();
    const people = await userIds(ctx, [...TEAMS.flatMap((t) => t.annotators), ...REVIEWERS]);
    if (images.length === 0 || tags.length === 0) return;
    const tagOf = (code: string) => tags.find((t) => t.code === code);
    const annotators = TEAMS.flatMap((t) => t.annotators.map((a) => ({ vendor: t.vendor, Id: people.get(a) }))).filter((a): a is { vendor: string; Id: number } => a.Id !== undefined);
    const reviewers = REVIEWERS.map((r) => people.get(r)).filter((r): r is number => r !== undefined);
    if (annotators.length === 0) return;
    const month = shanghaiDay(ctx.now - 50 * DAY).slice(0, 7);
    const touched = new Set<number>();
    const tagIdsUsed = new Set<number>();
    const budget = { left: MAX_DEMO_SLICES };
    for (const [i, state] of STATES.entries()) {
      const image = images[i % images.length];
      if (!image) continue;
      const who = annotators[i % annotators.length] as { vendor: string; Id: number };
      const batch = BATCHES[i % BATCHES.length] as (typeof BATCHES)[number];
      const taskTags = batch.tags.map(tagOf).filter((t) => t !== undefined);
      const createdAt = ctx.now - (48 - i) * DAY;
      const dueAt = Math.min(createdAt + 14 * DAY, ctx.now - DAY);
      const submittedAt = ["submitted", "rejected", "completed"].includes(state) ? Math.min(createdAt + 6 * DAY, ctx.now - 2 * DAY) : null;
      const completedAt = state === "completed" && submittedAt !== null ? Math.min(submittedAt + (i % 3 === 0 ? 12 : 2) * DAY, ctx.now - DAY) : null;
      const reviewerId = reviewers.length > 0 && state !== "new" ? reviewers[i % reviewers.length] ?? null : null;
      const unitPrice = [50, 80, 120, 150, 200, 300][i % 6] as number;
      const settled = state === "completed" && i < 6;
      const taskId = await ctx.insert(reviseTask, {
        code: `RT-${shanghaiDay(createdAt).slice(0, 4)}-${String(i + 1).padStart(5, "0")}`, hdImageId: Number(image.Id),
        batchName: `${month} ${batch.name}`, vendor: who.vendor, annotatorId: who.Id, reviewerId,
        tagIds: taskTags.map((t) => Number(t.Id)), instructions: `请按《标注规范》标出「${String(image.title)}」中的${taskTags.map((t) => String(t.label)).join("、")}。`,
        dueAt, stage: state === "completed" ? "acceptance" : state === "submitted" ? "review" : "annotation", state,
        sliceCount: 0, approvedCount: 0, rejectedCount: 0, unitPrice, amount: 0,
        submittedAt, completedAt, rejectReason: state === "rejected" ? "钤印框未贴合印边，请按规范重新框选" : null,
        settled, settlementNo: settled ? `JS-${month.replace("-", "")}-${String(1 + (i % 2)).padStart(3, "0")}` : null,
      }, { ctime: createdAt, utime: completedAt ?? submittedAt ?? createdAt });
      const slices = await demoSlices(ctx, {
        taskId, state, image, annotatorId: who.Id, reviewerId, tags: taskTags.map((t) => ({ Id: Number(t.Id), label: String(t.label), code: String(t.code) })),
        from: createdAt, until: submittedAt ?? ctx.now - DAY, auditedAt: completedAt ?? (state === "rejected" && submittedAt ? submittedAt + DAY : null), n: i, budget,
      });
      for (const t of taskTags) tagIdsUsed.add(Number(t.Id));
      const approved = slices.filter((s) => s === "approved").length;
      await ctx.tx.updateTable(reviseTask.table).set({
        sliceCount: slices.length, approvedCount: approved, rejectedCount: slices.filter((s) => s === "rejected").length,
        amount: amountOf(state, approved, unitPrice),
      }).where("Id", "=", taskId).execute();
      touched.add(Number(image.Id));
    }
    await refreshTagCounts(ctx.tx, [...tagIdsUsed]);
    for (const id of touched) await refreshImageState(ctx.tx, id);
  },
});
