import { redeemCode, redeemCodeBatch } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite } from "../../../platform/jobs/store";
import { COUPON_GENERATOR } from "../../marketing/coupon/issueCoupons";
import { newCode } from "../../../resources/codeText";

/** Codes written per transaction (one progress step of the job). */
const CHUNK = 500;

class LeaseLost extends Error {}

/**
 * The `generate` job of a redeem-code batch: writes the batch's codes in chunks, each chunk in one
 * transaction with the job's progress, so a job resumed after a restart counts what exists and
 * goes on (never more than `quantity`). A repeated code (the unique index) is simply drawn again.
 * When all exist the batch becomes ACTIVE.
 */
export async function generateRedeemCodes(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const batchNo = job.params.data?.batchNo;
  const raw = await deps.db.selectFrom(redeemCodeBatch.table).selectAll().where("batchNo", "=", String(batchNo)).executeTakeFirst();
  if (!raw) return failJob(ctx, `兑换码批次 ${String(batchNo)} 不存在`);
  const batch = decodeRow(redeemCodeBatch.fields, raw);
  const batchId = Number(batch.Id);
  const quantity = Number(batch.quantity);
  const prefix = typeof batch.prefix === "string" ? batch.prefix : "";
  const count = async () => Number((await deps.db.selectFrom(redeemCode.table).select((eb) => eb.fn.countAll().as("n")).where("batchId", "=", batchId).executeTakeFirstOrThrow()).n);

  let made = await count();
  while (made < quantity) {
    if (ctx.stop()) return "released";
    const want = Math.min(CHUNK, quantity - made);
    try {
      const next = await deps.db.transaction().execute(async (tx) => {
        let inserted = 0;
        while (inserted < want) {
          const now = deps.now();
          const rows = Array.from({ length: want - inserted }, () => ({ ctime: now, utime: now, batchId, code: newCode(prefix), status: "UNUSED" }));
          const result = await tx.insertInto(redeemCode.table).values(rows).onConflict((oc) => oc.column("code").doNothing()).executeTakeFirst();
          inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        const now = deps.now();
        await tx.updateTable(redeemCodeBatch.table).set({ generatedCount: made + want }).where("Id", "=", batchId).execute();
        const version = await leaseWrite(tx, lease, { done: made + want }, now);
        if (version === null) throw new LeaseLost();
        return version;
      });
      lease.version = next;
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      throw err;
    }
    made += want;
    ctx.spend(want);
  }
  const now = deps.now();
  await deps.db.updateTable(redeemCodeBatch.table)
    .set({ status: "ACTIVE", generatedCount: quantity, utime: Math.max(now, Number(batch.utime) + 1) })
    .where("Id", "=", batchId).where("status", "=", "GENERATING").execute();
  return (await leaseUpdate(deps.db, lease, { status: "DONE", total: quantity, done: quantity, finishedAt: now }, now)) ? "finished" : "lost";
}

/** Job kinds `generate` by the resource they make records of. */
export const GENERATORS: Readonly<Record<string, (ctx: JobContext) => Promise<JobOutcome>>> = {
  [redeemCodeBatch.name]: generateRedeemCodes,
  ...COUPON_GENERATOR,
};

export function runGenerate(ctx: JobContext): Promise<JobOutcome> {
  const generator = GENERATORS[ctx.job.resource];
  return generator ? generator(ctx) : failJob(ctx, `没有「${ctx.job.resource}」的生成任务`);
}
