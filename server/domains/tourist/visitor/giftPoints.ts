/**
 * 赠送积分 from 用户 (/tourist/tourist, commerce.md §3.4 and §5.1): the selected visitors (`{Ids}`)
 * or every visitor the grid's filter matches (`{cond}`) become the uid list of one DRAFT points gift
 * batch, made by PointServiceAdmin's own create (its checks, counts and change record); the console
 * opens it in /point/batch, where 确认发放 queues the gift job. Changing points needs W(point) as
 * well as the visitor screen's W(order) (commerce.md §0.3).
 */
import { MAX_GIFT_VISITORS } from "../../point/pointsGiftBatch/pointsGift";
import { z } from "zod";
import { actionOf, levelAtLeast, methodName, validateRecord } from "../../../../src/catalogue";
import { pointsGiftBatch, visitor } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, RpcError } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { listResource } from "../../../resources/methods";
import { dataSchema, idSchema } from "../../../resources/payload";

const PAGE = 1000;

const giftPayload = z.object({
  Ids: z.array(idSchema, { error: "Ids 必须是 Id 数组" }).min(1, "请先选择用户").max(MAX_GIFT_VISITORS, `一个批次最多 ${MAX_GIFT_VISITORS} 个用户`).optional(),
  cond: z.object({ jsonq: z.string().max(100_000, "cond.jsonq 过长").optional() }).optional(),
  data: dataSchema.optional(),
});

/** The uids of the chosen visitors, in visitor order. */
async function uidsOf(call: AuthedCall, input: z.infer<typeof giftPayload>): Promise<number[]> {
  if ((input.Ids === undefined) === (input.cond === undefined)) throw invalid("请提供 Ids（选中的用户）或 cond（筛选条件）中的一个");
  if (input.Ids) {
    const rows = await call.db.selectFrom(visitor.table).select(["Id", "uid"]).where("Id", "in", [...new Set(input.Ids)]).orderBy("Id").execute();
    return rows.map((r) => Number(r.uid));
  }
  const out: number[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await listResource(call, visitor, { cond: input.cond, page: { skip, limit: PAGE }, sort: { by: "Id", asc: true }, mask: { fields: ["Id", "uid"] }, count: "none" });
    out.push(...page.data.map((r) => Number(r.uid)));
    if (out.length > MAX_GIFT_VISITORS) throw invalid(`筛选结果超过 ${MAX_GIFT_VISITORS} 个用户，请缩小筛选范围`);
    if (page.data.length < PAGE) return out;
  }
}

export function registerVisitorGift(registry: MethodRegistry): void {
  const action = actionOf(visitor, "giftPoints");
  if (!action) throw new Error("visitor: no action giftPoints in the catalogue");
  registry.add(method({
    service: visitor.service, method: action.name, input: giftPayload,
    access: { kind: "right", object: visitor.access, level: "WRITE" },
    async handler(call, input) {
      if (!levelAtLeast(call.user.rights.point, "WRITE")) throw new RpcError("PERMISSION_DENIED", "赠送积分需要积分宝箱的写权限");
      const checked = validateRecord(action.input, input.data ?? {}, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      const uids = await uidsOf(call, input);
      if (uids.length === 0) throw invalid("没有符合条件的用户");
      const create = registry.get(`${pointsGiftBatch.service}/${methodName(pointsGiftBatch, "create")}`);
      if (!create) throw new Error("pointsGiftBatch has no create method");
      return create.handler(call, { data: { ...checked.value, uidList: uids.join("\n") } });
    },
  }));
}
