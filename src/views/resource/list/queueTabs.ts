import type { ResourceDef } from "../../../catalogue";

/** One tab of an approval queue: the states it lists (null: every record). */
export interface QueueTab {
  readonly key: string;
  readonly label: string;
  readonly values: readonly string[] | null;
}

/**
 * The tabs of a resource's approval queue (commerce.md §0.1 AQ), or none: 待审核 first (the screen
 * opens on it), the decided states under the resource's own tabs (or one 已处理 of all the others), 全部.
 */
export function queueTabsOf(def: ResourceDef, fixed?: Readonly<Record<string, unknown>>): readonly QueueTab[] {
  const queue = def.screen?.queue;
  // A route that fixes the queue's field (待红冲发票: status 已开票) is a worklist of its own: its tabs would only contradict it.
  if (!queue || (fixed !== undefined && Object.hasOwn(fixed, queue.field))) return [];
  const states = def.fields.find((f) => f.key === queue.field)?.options?.map((o) => o.value) ?? [];
  const decided = queue.tabs ?? [{ label: "已处理", values: states.filter((s) => !queue.pending.includes(s)) }];
  return [
    { key: "pending", label: queue.pendingLabel ?? "待审核", values: queue.pending },
    ...decided.map((t, i) => ({ key: `decided${i}`, label: t.label, values: t.values })),
    { key: "all", label: "全部", values: null },
  ];
}

/** The filter a tab adds to the list: its states on the queue's field. */
export function queueFilter(def: ResourceDef, tab: QueueTab | undefined): Readonly<Record<string, unknown>> {
  const field = def.screen?.queue?.field;
  return field === undefined || !tab || tab.values === null ? {} : { [field]: [...tab.values] };
}

/** The tab `step` places after (1) or before (−1) `key`, wrapping around. */
export function stepTab(tabs: readonly QueueTab[], key: string, step: 1 | -1): QueueTab | undefined {
  if (tabs.length === 0) return undefined;
  const at = Math.max(0, tabs.findIndex((t) => t.key === key));
  return tabs[(at + step + tabs.length) % tabs.length];
}
