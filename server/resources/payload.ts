import { z } from "zod";
import { invalid } from "../platform/wire/errors";
import { inputProblem } from "../platform/rpc/inputLimits";

/** Largest page a list call may ask for. */
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 20;

/** The list payload of DESIGN.md §4: page / cond.jsonq / sort / mask. */
export const listPayload = z.object({
  page: z.object({
    skip: z.number({ error: "page.skip 必须是数字" }).int("page.skip 必须是整数").min(0, "page.skip 不能小于 0").max(1_000_000_000, "page.skip 过大"),
    limit: z.number({ error: "page.limit 必须是数字" }).int("page.limit 必须是整数").min(1, "page.limit 至少为 1").max(MAX_LIMIT, `page.limit 不能大于 ${MAX_LIMIT}`),
    // Keyset paging (our addition to the spec's payload): the rows right after / before a record in the
    // list's order, or the last rows of the list — no OFFSET walk, however deep.
    after: z.number({ error: "page.after 必须是记录 Id" }).int("page.after 必须是整数").positive("page.after 必须大于 0").max(2_147_483_647, "page.after 过大").optional(),
    before: z.number({ error: "page.before 必须是记录 Id" }).int("page.before 必须是整数").positive("page.before 必须大于 0").max(2_147_483_647, "page.before 过大").optional(),
    last: z.boolean({ error: "page.last 必须是布尔值" }).optional(),
  }).optional(),
  /** auto: exact when counting is cheap, else an estimate; exact: always count; none: no total (later pages). */
  count: z.enum(["auto", "exact", "none"], { error: "count 只能是 auto、exact 或 none" }).optional(),
  cond: z.object({ jsonq: z.string({ error: "cond.jsonq 必须是 JSON 字符串" }).max(100_000, "cond.jsonq 过长").optional() }).optional(),
  sort: z.object({ by: z.string({ error: "sort.by 必须是字符串" }).max(64).optional(), asc: z.boolean({ error: "sort.asc 必须是布尔值" }).optional() }).optional(),
  mask: z.object({ fields: z.array(z.string().max(128), { error: "mask.fields 必须是字符串数组" }).max(200).optional() }).optional(),
});
export type ListPayload = z.infer<typeof listPayload>;

/** Ids are 32-bit integer columns on PostgreSQL: anything larger names no record and is refused up front. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number({ error: "Id 必须是数字" }).int("Id 必须是整数").positive("Id 必须大于 0").max(MAX_ID, `Id 不能大于 ${MAX_ID}`);
export const utimeSchema = z.number({ error: "utime 必须是数字" }).int("utime 必须是整数").nonnegative();
export const dataSchema = z.record(z.string(), z.unknown(), { error: "data 必须是一个对象" });

export const getPayload = z.object({ Id: idSchema });
export const createPayload = z.object({ data: dataSchema });
export const updatePayload = z.object({ Id: idSchema, utime: utimeSchema, data: dataSchema });
export const deletePayload = z.object({ Id: idSchema, utime: utimeSchema.optional() });

/** Parses `cond.jsonq`: a JSON object, or empty. */
export function parseJsonq(jsonq: string | undefined): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (jsonq === undefined || jsonq.trim() === "") return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonq);
  } catch {
    return { ok: false, message: "cond.jsonq 不是有效的 JSON" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: "cond.jsonq 必须是 JSON 对象" };
  }
  const problem = inputProblem(parsed);
  if (problem) return { ok: false, message: `cond.jsonq：${problem}` };
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** Largest selection one action or transition call may change. */
export const MAX_SELECTION_ROWS = 500;

/** `{Id, utime?, data?}` for one row (with `utime`, only if nobody changed it since), or `{Ids, data?}` for a selection. */
export const selectionPayload = z.object({
  Id: idSchema.optional(),
  utime: utimeSchema.optional(),
  Ids: z.array(idSchema, { error: "Ids 必须是 Id 数组" }).min(1, "Ids 不能为空").max(MAX_SELECTION_ROWS, `一次最多操作 ${MAX_SELECTION_ROWS} 条记录`).optional(),
  data: dataSchema.optional(),
});
export type SelectionPayload = z.infer<typeof selectionPayload>;

/**
 * The rows an action or transition call names, each with the utime it must still have (if any).
 * `utimeRequired`: one row must come with the utime it was read at (actions); otherwise it may.
 */
export function selectionTargets(input: SelectionPayload, opts: { label: string; single: boolean; utimeRequired: boolean }): { id: number; utime?: number | undefined }[] {
  if (input.Id !== undefined && input.Ids !== undefined) throw invalid("Id 和 Ids 只能提供一个");
  if (input.Id !== undefined) {
    if (opts.utimeRequired && input.utime === undefined) throw invalid("缺少 utime");
    return [{ id: input.Id, utime: input.utime }];
  }
  if (!opts.utimeRequired && input.utime !== undefined) throw invalid("utime 只能与 Id 一起提供");
  if (input.Ids === undefined) throw invalid(opts.utimeRequired ? "请提供 Id 和 utime，或 Ids" : "请提供 Id 或 Ids");
  if (new Set(input.Ids).size !== input.Ids.length) throw invalid("Ids 中有重复的 Id");
  if (opts.single && input.Ids.length > 1) throw invalid(`「${opts.label}」一次只能操作一条记录`);
  return input.Ids.map((id) => ({ id }));
}
