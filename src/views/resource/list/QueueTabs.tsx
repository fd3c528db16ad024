import { useQueries } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { usePrefs } from "../../../state/prefs";
import type { ResourceDef } from "../../../catalogue";
import type { Command } from "../../../commands/types";
import { useRegisterViewCommands } from "../../../commands/viewCommands";
import { jsonq } from "../../../rpc/listPayload";
import { resourceClient, type ResourceClient } from "../../../rpc/resourceClient";
import { Kbd } from "../../../ui/kbd";
import { paneOwns } from "../../../ui/keyScope";
import { TabList } from "../../../ui/tabs";
import { useAddressParams } from "./useAddressParams";
import { listKey } from "../usePagedList";
import { queueFilter, queueTabsOf, stepTab, type QueueTab } from "./queueTabs";

const NONE: readonly Command[] = [];

/** The address parameter holding an approval queue's open tab. */
export const TAB_PARAM = "tab";

/** Keys typed in a dialog or a menu are theirs. */
const inOverlay = (e: KeyboardEvent) => e.target instanceof Element && e.target.closest("[role=dialog], [role=alertdialog], [role=menu]") !== null;

/**
 * An approval queue's tab state: which tab is open (待审核 first), the filter it adds to the list,
 * `[` / `]` to the previous / next tab while `active`, and a palette command per tab.
 */
export function useQueueTabs(def: ResourceDef, pane: string, paneCurrent: boolean, active: boolean, inAddress: boolean, fixed?: Readonly<Record<string, unknown>>) {
  const tabs = useMemo(() => queueTabsOf(def, fixed), [def, fixed]);
  // The open tab is part of the view in the address (`tab=`, absent on the first), so a copied link and a
  // reload show the same tab; a companion list keeps its own.
  const [params, setParams] = useAddressParams();
  const [local, setLocal] = useState(() => tabs[0]?.key ?? "");
  const wanted = inAddress ? params.get(TAB_PARAM) ?? "" : local;
  const tab = tabs.find((t) => t.key === wanted) ?? tabs[0];
  const key = tab?.key ?? "";
  const filter = useMemo(() => queueFilter(def, tab), [def, tab]);
  const first = tabs[0]?.key;
  const select = useCallback((to: string) => {
    if (!inAddress) {
      setLocal(to);
      return;
    }
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (to === first) next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, to);
      return next;
    }, { replace: true });
  }, [inAddress, setParams, first]);
  const { singleKeys } = usePrefs();
  // The tab chosen last, before the address has re-rendered the screen: ] ] pressed quickly goes two tabs on.
  const latest = useRef(key);
  useEffect(() => {
    latest.current = key;
  }, [key]);
  const step = (by: 1 | -1) => {
    const to = stepTab(tabs, latest.current, by);
    if (!to) return;
    latest.current = to.key;
    select(to.key);
  };
  const enabled = (e: KeyboardEvent) => tabs.length > 0 && active && singleKeys && !inOverlay(e) && paneOwns(pane, e);
  // Matched by the character typed (as "/" is), whatever key makes it on the keyboard.
  useHotkeys("[", () => step(-1), { useKey: true, enabled, preventDefault: enabled });
  useHotkeys("]", () => step(1), { useKey: true, enabled, preventDefault: enabled });

  const commands = useMemo<readonly Command[]>(() => tabs.length === 0 ? NONE : [
    ...tabs.map((t) => ({
      id: `${def.name}:queue:${t.key}`, title: `查看「${t.label}」的${def.label}`, group: "当前页面",
      keywords: ["tab", "queue", "shenhe", t.key], scope: "view" as const, run: () => select(t.key),
    })),
    { id: `${def.name}:queue:prev`, title: "上一个标签页", group: "当前页面", keywords: [], shortcut: "[", scope: "view", sheetOnly: true, run: () => undefined },
    { id: `${def.name}:queue:next`, title: "下一个标签页", group: "当前页面", keywords: [], shortcut: "]", scope: "view", sheetOnly: true, run: () => undefined },
  ], [tabs, def, select]);
  useRegisterViewCommands(`${pane}:queue`, paneCurrent ? commands : NONE);
  return { tabs, tab, filter, select };
}

/** How many records each tab lists under the view's other filters; refreshed with the list. */
function useTabCounts(def: ResourceDef, tabs: readonly QueueTab[], filters: Readonly<Record<string, unknown>>, given?: Pick<ResourceClient, "list">): (number | undefined)[] {
  const client = useMemo(() => given ?? resourceClient(def), [def, given]);
  const answers = useQueries({
    queries: tabs.map((t) => {
      const cond = { jsonq: jsonq({ ...filters, ...queueFilter(def, t) }) };
      return {
        queryKey: [...listKey(def), "queueCount", cond.jsonq],
        queryFn: async () => (await client.list({ page: { skip: 0, limit: 1 }, cond, mask: { fields: ["Id"] }, count: "auto" })).total ?? 0,
      };
    }),
  });
  return answers.map((a) => a.data);
}

/** The tabs above an approval queue's grid (待审核 / 已通过 / 已驳回 / 全部), each with its count. */
export function QueueTabs({ def, id, tabs, current, filters, onSelect, client }: {
  def: ResourceDef;
  /** Prefix of the tabs' and the panel's ids. */
  id: string;
  tabs: readonly QueueTab[];
  current: string;
  /** The view's other filters (what the user applied, a child list's parent): the counts respect them. */
  filters: Readonly<Record<string, unknown>>;
  onSelect(key: string): void;
  /** Where the counts are read (the resource's list method unless given). */
  client?: Pick<ResourceClient, "list">;
}) {
  const counts = useTabCounts(def, tabs, filters, client);
  const items = tabs.map((t, i) => ({
    value: t.key,
    label: (
      <span className="inline-flex items-center gap-1.5" data-testid={`queue-tab-${t.key}`}>
        {t.label}
        <span data-testid="queue-count" className="rounded-full bg-gray-100 px-1.5 text-xs tabular-nums text-gray-700">{counts[i] ?? "…"}</span>
      </span>
    ),
  }));
  return (
    <div className="flex items-end justify-between gap-3" data-slot="queue-tabs">
      <TabList id={id} label={`${def.label}审核状态`} items={items} value={current} onValueChange={onSelect} />
      <span className="pb-2 text-xs text-gray-600"><Kbd>[</Kbd> <Kbd>]</Kbd> 切换标签页</span>
    </div>
  );
}
