import { defineFixture } from "../../fixture";
import { sameForSample, testTag, testTiledImage } from "./fixtureData";

/** The admin (Id 1) may draw: the matrix's calls of 开始/提交 are the assigned annotator's. */
export const fixture = defineFixture("reviseTask", {
  given: (n: number) => ({ batchName: `测试批次 ${n}`, unitPrice: 100 + n, reviewerId: null }),
  // A tiled image, a tag, and the admin as the annotator (the sampled user may not draw).
  madeFirst: (s, n) => sameForSample(s, "reviseTask", n, async () => ({ hdImageId: await testTiledImage(s.db, s.now()), tagIds: [await testTag(s.db, s.now())], annotatorId: 1 })),
  // The matrix makes the references itself: a tiled image and an enabled tag instead.
  linked: async (tx) => ({ hdImageId: await testTiledImage(tx, Date.now()), tagIds: [await testTag(tx, Date.now())], annotatorId: 1 }),
  // 提交审核 needs a slice of the task.
  beforeCall: async (tx, Id) => {
    const task = await tx.selectFrom("revise_task").select(["hdImageId", "tagIds"]).where("Id", "=", Id).executeTakeFirstOrThrow();
    const have = await tx.selectFrom("annotation_slice").select("Id").where("taskId", "=", Id).where("hidden", "=", 0).executeTakeFirst();
    if (have) return;
    const raw: unknown = task.tagIds;
    const tagIds = (Array.isArray(raw) ? raw : JSON.parse(String(raw ?? "[]"))) as number[];
    const now = Date.now();
    await tx.insertInto("annotation_slice").values({
      hdImageId: Number(task.hdImageId), taskId: Id, tagId: tagIds[0] ?? 1, tagLabel: "测试", shape: "rect", region: JSON.stringify({ x: 1, y: 1, w: 10, h: 10 }),
      x: 1, y: 1, w: 10, h: 10, annotatorId: 1, auditState: "draft", hidden: 0, ctime: now, utime: now,
    }).execute();
  },
  input: { reject: () => ({ reason: "框选不准" }) },
});
