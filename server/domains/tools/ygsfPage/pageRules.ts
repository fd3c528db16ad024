/**
 * YGSF 分页 rules (content.md §12.2): a query is unique by word, type and script; 抓取 / 继续 / 重试 ask the
 * source (./ygsfSource.ts) for the query's count first — refused, nothing changes; 重置 starts a query over.
 * 批量添加查询 turns pasted characters into one query each, skipping those already there.
 */
import { ygsfPage } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { createResource, inTransaction } from "../../../resources/methods";
import { machineHooks, type TransitionHook } from "../../../resources/transitions";
import { ygsfSource } from "./ygsfSource";

export const DEFAULT_PAGE_SIZE = 30;
const HAN = /\p{Script=Han}/u;

async function existing(tx: Tx, q: { queryKey: unknown; queryType: unknown; scriptFilter: unknown }, exceptId?: number) {
  return tx.selectFrom(ygsfPage.table).select("Id").where("queryKey", "=", String(q.queryKey)).where("queryType", "=", String(q.queryType))
    .where("scriptFilter", "=", String(q.scriptFilter)).$if(exceptId !== undefined, (b) => b.where("Id", "!=", Number(exceptId))).executeTakeFirst();
}

export const ygsfPageHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (await existing(tx, next as never, current ? Number(current.Id) : undefined)) throw invalid(`已有查询「${String(next.queryKey)}」（同一类型与书体）`);
    if (mode !== "create") return value;
    return { ...value, pageSize: DEFAULT_PAGE_SIZE, totalCount: 0, totalPages: 0, fetchedPages: 0, glyphCount: 0 };
  },
};

const fetch: TransitionHook = async ({ call, current }) => {
  const { totalCount, pageSize } = await ygsfSource().count({ queryKey: String(current.queryKey), queryType: String(current.queryType), scriptFilter: String(current.scriptFilter) });
  return { totalCount, pageSize, totalPages: Math.ceil(totalCount / Math.max(1, pageSize)), lastFetchedAt: call.now(), lastError: null };
};

const reset: TransitionHook = () => ({ fetchedPages: 0, glyphCount: 0, lastError: null });

export const ygsfPageTransitions = { fetch, reset };

/** 批量添加查询: one `char` query per distinct Han character pasted; answers how many were added and skipped. */
export async function addQueries(call: AuthedCall, value: Record<string, unknown>) {
  const chars = [...new Set([...String(value.chars ?? "")].filter((c) => HAN.test(c)))];
  if (chars.length === 0) throw invalid("没有可添加的汉字：请粘贴要查询的汉字");
  const scriptFilter = String(value.scriptFilter);
  const hooks = machineHooks(ygsfPage, ygsfPageHooks);
  const added = await inTransaction(call.db, async (tx) => {
    let n = 0;
    for (const queryKey of chars) {
      if (await existing(tx, { queryKey, queryType: "char", scriptFilter })) continue;
      await createResource({ ...call, db: tx }, ygsfPage, { queryKey, queryType: "char", scriptFilter }, hooks);
      n += 1;
    }
    return n;
  });
  return { message: `已添加 ${added} 个查询${chars.length > added ? `，${chars.length - added} 个已有，已跳过` : ""}`, data: { added, skipped: chars.length - added } };
}
