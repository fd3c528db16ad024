/**
 * What revise tasks, tags and images keep of their slices, recounted in the transaction of every change
 * (a slice saved, audited, removed; a task moved): a task's slice / approved / rejected counts and its
 * amount (approved × unit price, once completed), a tag's slice count, and the image's annotationState
 * (标注中 while any task is open, 已完成 when every task not cancelled is completed).
 */
import { sql } from "kysely";
import { annotationSlice, annotationTag, hdImage, reviseTask } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";

/** The annotator's open states: the slices may change. */
export const OPEN_STATES: readonly string[] = ["new", "inProgress", "rejected"];

/** amount = approvedCount × unitPrice for a completed task, else 0 (fen). */
export function amountOf(state: unknown, approvedCount: number, unitPrice: unknown): number {
  return state === "completed" ? approvedCount * (typeof unitPrice === "number" ? unitPrice : 0) : 0;
}

/** Recounts a task's slices (hidden ones aside) and its amount; answers the counts written. */
export async function refreshTaskCounts(tx: Tx, taskId: number): Promise<{ sliceCount: number; approvedCount: number; rejectedCount: number; amount: number }> {
  const rows = await tx.selectFrom(annotationSlice.table).select(["auditState", sql<number>`count(*)`.as("n")])
    .where("taskId", "=", taskId).where("hidden", "=", 0).groupBy("auditState").execute();
  const count = (s?: string) => rows.filter((r) => s === undefined || r.auditState === s).reduce((a, r) => a + Number(r.n), 0);
  const task = await tx.selectFrom(reviseTask.table).select(["state", "unitPrice"]).where("Id", "=", taskId).executeTakeFirst();
  const counts = { sliceCount: count(), approvedCount: count("approved"), rejectedCount: count("rejected") };
  const amount = amountOf(task?.state, counts.approvedCount, task?.unitPrice);
  await tx.updateTable(reviseTask.table).set({ ...counts, amount }).where("Id", "=", taskId).execute();
  return { ...counts, amount };
}

/** Recounts the visible slices of each tag. */
export async function refreshTagCounts(tx: Tx, tagIds: readonly unknown[]): Promise<void> {
  const ids = [...new Set(tagIds.filter((t): t is number => typeof t === "number"))];
  for (const id of ids) {
    const row = await tx.selectFrom(annotationSlice.table).select(sql<number>`count(*)`.as("n")).where("tagId", "=", id).where("hidden", "=", 0).executeTakeFirst();
    await tx.updateTable(annotationTag.table).set({ sliceCount: Number(row?.n ?? 0) }).where("Id", "=", id).execute();
  }
}

/** The image's annotation state from its tasks: none without live tasks, done when all completed, else inProgress. */
export async function refreshImageState(tx: Tx, hdImageId: number): Promise<void> {
  const tasks = await tx.selectFrom(reviseTask.table).select("state").where("hdImageId", "=", hdImageId).where("state", "!=", "cancelled").execute();
  const started = tasks.filter((t) => t.state !== "new");
  const state = started.length === 0 ? "none" : tasks.every((t) => t.state === "completed") ? "done" : "inProgress";
  await tx.updateTable(hdImage.table).set({ annotationState: state }).where("Id", "=", hdImageId).execute();
}

/** Recounts everything a task's change touches: the task, its tags, its image. */
export async function refreshAfterTask(tx: Tx, task: Row): Promise<void> {
  await refreshTaskCounts(tx, Number(task.Id));
  const tags = await tx.selectFrom(annotationSlice.table).select("tagId").distinct().where("taskId", "=", Number(task.Id)).execute();
  await refreshTagCounts(tx, tags.map((t) => t.tagId));
  await refreshImageState(tx, Number(task.hdImageId));
}
