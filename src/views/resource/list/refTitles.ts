import { useSyncExternalStore } from "react";
import type { ResourceDef } from "../../../catalogue";
import { resourceByName } from "../../../catalogue/registry";
import { jsonq } from "../../../rpc/listPayload";
import { resourceClient } from "../../../rpc/resourceClient";

/**
 * Titles of referenced records (作者 范宽 rather than #59), fetched in batches: the cells of one render ask
 * for their Ids, and one list call per referenced resource answers them all. A title the caller may not
 * read (no right, deleted, gone) stays unknown and the cell keeps `#Id`.
 */

/** resource → Id → title (null: asked and not found). */
const titles = new Map<string, Map<number, string | null>>();
const waiting = new Map<string, Set<number>>();
const listeners = new Set<() => void>();
let version = 0;
let scheduled = false;

const BATCH = 200;

function notify(): void {
  version += 1;
  for (const l of listeners) l();
}

async function fetchTitles(target: ResourceDef, ids: number[]): Promise<void> {
  const known = titles.get(target.name) ?? new Map<number, string | null>();
  titles.set(target.name, known);
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    try {
      const answer = await resourceClient(target).list({
        page: { skip: 0, limit: chunk.length }, cond: { jsonq: jsonq({ Id: chunk }) }, sort: { by: "Id", asc: true }, mask: { fields: [target.titleField] }, count: "none",
      });
      for (const r of answer.data) known.set(r.Id, String(r[target.titleField] ?? "") || null);
    } catch {
      // No right to read the referenced library (or the call failed): the cells keep #Id.
    }
    for (const id of chunk) if (!known.has(id)) known.set(id, null);
  }
}

function flush(): void {
  scheduled = false;
  const batches = [...waiting.entries()];
  waiting.clear();
  void Promise.all(batches.map(([name, ids]) => {
    const target = resourceByName(name);
    return target ? fetchTitles(target, [...ids]) : Promise.resolve();
  })).then(notify);
}

function ask(resource: string, id: number): void {
  if (titles.get(resource)?.has(id)) return;
  const set = waiting.get(resource) ?? new Set<number>();
  waiting.set(resource, set);
  set.add(id);
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, 0);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title of record `id` of `resource`, once known; undefined while asked or when it cannot be read. */
export function useRefTitle(resource: string | undefined, id: unknown): string | undefined {
  useSyncExternalStore(subscribe, () => version);
  if (!resource || typeof id !== "number") return undefined;
  const known = titles.get(resource);
  if (!known?.has(id)) {
    ask(resource, id);
    return undefined;
  }
  return known.get(id) ?? undefined;
}

/** Forgets every title (after an edit of a referenced record, the next render asks again). */
export function forgetRefTitles(resource?: string): void {
  if (resource) titles.delete(resource);
  else titles.clear();
  notify();
}
