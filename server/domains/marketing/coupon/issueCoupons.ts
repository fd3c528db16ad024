import { coupon } from "../../../../src/catalogue/registry";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite, withError } from "../../../platform/jobs/store";
import { RpcError } from "../../../platform/wire/errors";
import { claimCoupon } from "./coupons";

class LeaseLost extends Error {}

/**
 * The `generate` job of 发券: one claim (source ADMIN) per visitor, each in its own transaction with
 * the job's progress, so a resumed job neither repeats nor skips a visitor. A visitor refused (limit,
 * quantity spent, template stopped) is a failed row with its reason; the job goes on.
 */
export async function issueCouponRecords(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const couponId = Number(job.params.data?.couponId);
  const visitorIds = (job.params.data?.visitorIds ?? []) as number[];
  if (!Number.isInteger(couponId) || visitorIds.length === 0) return failJob(ctx, "发券任务缺少优惠券或用户");
  let { done, failed, errors } = job;
  for (let i = done + failed; i < visitorIds.length; i += 1) {
    if (ctx.stop()) return "released";
    const visitorId = visitorIds[i] as number;
    try {
      lease.version = await deps.db.transaction().execute(async (tx) => {
        await claimCoupon(tx, couponId, visitorId, "ADMIN", deps.now());
        const version = await leaseWrite(tx, lease, { done: done + 1 }, deps.now());
        if (version === null) throw new LeaseLost();
        return version;
      });
      done += 1;
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      if (!(err instanceof RpcError)) throw err;
      failed += 1;
      errors = withError(errors, { Id: visitorId, title: `用户 Id ${visitorId}`, reason: err.message });
      if (!(await leaseUpdate(deps.db, lease, { failed, errors }, deps.now()))) return "lost";
    }
    ctx.spend(1);
  }
  const status = failed === 0 ? "DONE" : done === 0 ? "FAILED" : "PARTIAL";
  const now = deps.now();
  return (await leaseUpdate(deps.db, lease, { status, finishedAt: now, ...(status === "FAILED" ? { reason: `全部 ${failed} 人均未发放：${errors[0]?.reason ?? ""}`.slice(0, 500) } : {}) }, now)) ? "finished" : "lost";
}

export const COUPON_GENERATOR = { [coupon.name]: issueCouponRecords } as const;
