import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../../../catalogue";
import { resourceByName } from "../../../catalogue/registry";
import { jsonq } from "../../../rpc/listPayload";
import { isRpcFailure } from "../../../rpc/failures";
import { resourceClient } from "../../../rpc/resourceClient";
import type { RefAnswer } from "../format";

/**
 * Titles of referenced records (作者 范宽 rather than #59), fetched in batches: the cells of one render ask
 * for their Ids, and one list call per referenced resource answers them all, under the caller's own
 * rights (the server never answers a title the caller may not read). Answers are cached by TanStack
 * Query under ["refTitle", resource, Id].
 */

const BATCH = 200;
/** PERMISSION_DENIED: the caller may not read the referenced resource. */
const DENIED = 7;

interface Waiter { resolve(answer: RefAnswer): void }
const waiting = new Map<string, Map<number, Waiter[]>>();
let scheduled = false;

async function fetchTitles(target: ResourceDef, ids: number[]): Promise<Map<number, RefAnswer>> {
  const answers = new Map<number, RefAnswer>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    try {
      const answer = await resourceClient(target).list({
        page: { skip: 0, limit: chunk.length }, cond: { jsonq: jsonq({ Id: chunk }) }, sort: { by: "Id", asc: true }, mask: { fields: [target.titleField] }, count: "none",
      }, { silent: true });
      for (const r of answer.data) answers.set(r.Id, { state: "title", title: String(r[target.titleField] ?? "") });
      // Asked and not answered: the record is gone (lists leave deleted records out).
      for (const id of chunk) if (!answers.has(id)) answers.set(id, { state: "deleted" });
    } catch (e) {
      const state = isRpcFailure(e) && e.status === DENIED ? "denied" : "failed";
      for (const id of chunk) answers.set(id, { state });
    }
  }
  return answers;
}

function flush(): void {
  scheduled = false;
  const batches = [...waiting.entries()];
  waiting.clear();
  for (const [name, byId] of batches) {
    const target = resourceByName(name);
    const answered = target ? fetchTitles(target, [...byId.keys()]) : Promise.resolve(new Map<number, RefAnswer>());
    void answered.then((answers) => {
      for (const [id, waiters] of byId) for (const w of waiters) w.resolve(answers.get(id) ?? { state: "failed" });
    });
  }
}

/** The title of one record, asked together with every other title asked in the same tick. */
export function loadRefTitle(resource: string, id: number): Promise<RefAnswer> {
  return new Promise((resolve) => {
    const byId = waiting.get(resource) ?? new Map<number, Waiter[]>();
    waiting.set(resource, byId);
    byId.set(id, [...(byId.get(id) ?? []), { resolve }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

/** An Id as a reference holds it (a number, or the text of one in a form or a json value). */
export function refId(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
}

/** What record `id` of `resource` is called, as far as the caller may know: its title, 已删除, 无权查看, or loading. */
export function useRefTitle(resource: string | undefined, value: unknown): RefAnswer {
  const id = refId(value);
  const answer = useQuery({
    queryKey: ["refTitle", resource, id],
    queryFn: () => loadRefTitle(resource as string, id as number),
    enabled: Boolean(resource) && id !== null,
    staleTime: 5 * 60_000,
  });
  if (!resource || id === null) return { state: "none" };
  return answer.data ?? { state: "loading" };
}

/** Forgets the titles of a resource (after an edit of its records, the next render asks again). */
export function forgetRefTitles(queryClient: QueryClient, resource?: string): void {
  void queryClient.invalidateQueries({ queryKey: resource ? ["refTitle", resource] : ["refTitle"] });
}
