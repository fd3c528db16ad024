import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { present, toast } from "../../rpc/notices";
import { cn } from "../../ui/cn";
import { usePane } from "../../ui/keyScope";
import { moved, treeNavKey, visibleNodes } from "../tags/treeModel";
import { hallTree, sortHalls, type HallNode } from "./hallApi";

export const HALL_TREE_KEY = ["categoryHallTree"] as const;

/**
 * The halls as a tree, by keyboard: ↑/↓ (j/k) move, →/← open and close, Alt+↑/↓ move the focused hall
 * among its siblings (saved at once, the whole level in one call), Enter opens it in the editor.
 */
export function HallTree({ canWrite, onOpen, onSorted }: { canWrite: boolean; onOpen(id: number): void; onSorted(): void }) {
  const client = useQueryClient();
  const tree = useQuery({ queryKey: HALL_TREE_KEY, queryFn: hallTree });
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const treeRef = useRef<HTMLDivElement | null>(null);
  // Its own keyboard pane: the grid beside it never answers keys pressed here.
  const pane = usePane("categoryHallTree");

  const rows = useMemo(() => visibleNodes(tree.data ?? [], collapsed), [tree.data, collapsed]);
  const index = rows.findIndex((r) => r.node.Id === focusedId);
  const current = index >= 0 ? rows[index] : undefined;

  const setOpen = (id: number, open: boolean) => setCollapsed((c) => {
    const next = new Set(c);
    if (open) next.delete(id);
    else next.add(id);
    return next;
  });
  const reorder = async (by: -1 | 1) => {
    if (!current || saving) return;
    if (!canWrite) return present(toast("warning", "没有调整分类馆顺序的权限"));
    const ids = moved(current.siblings, current.node.Id, by);
    if (!ids) return;
    setSaving(true);
    try {
      await sortHalls(current.parentId, ids);
      await client.invalidateQueries({ queryKey: HALL_TREE_KEY });
      onSorted();
    } catch {
      // The RPC layer has shown why; the tree stays as the server has it.
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== treeRef.current) return;
    const nav = { rows, index, collapsed, focus: setFocusedId, setOpen: (node: { Id: number }, open: boolean) => setOpen(node.Id, open), reorder: (by: -1 | 1) => void reorder(by) };
    let handled = treeNavKey(e, nav);
    if (!handled && e.key === "Enter" && current) {
      onOpen(current.node.Id);
      handled = true;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <aside {...pane.props} className="flex min-h-[20rem] flex-col rounded border border-gray-200 bg-white" data-testid="hall-tree">
      <header className="border-b border-gray-200 px-4 py-2"><h2 className="font-medium">分类馆结构</h2></header>
      <div ref={treeRef} role="tree" tabIndex={0} aria-label="分类馆树" aria-busy={saving} onKeyDown={onKeyDown}
        aria-activedescendant={current ? `hall-${current.node.Id}` : undefined}
        onFocus={() => { if (focusedId === null && rows[0]) setFocusedId(rows[0].node.Id); }}
        className="flex-1 overflow-auto p-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
        {tree.isPending ? <p className="p-2 text-gray-600">加载中…</p> : rows.length === 0 ? <p className="p-2 text-gray-600">还没有分类馆。在左侧按 N 新建。</p> : null}
        {rows.map((r) => (
          <div key={r.node.Id} id={`hall-${r.node.Id}`} role="treeitem" aria-level={r.level} aria-selected={r.node.Id === focusedId}
            aria-expanded={r.node.children.length > 0 ? !collapsed.has(r.node.Id) : undefined} data-testid="hall-item" data-label={r.node.label}
            onClick={() => setFocusedId(r.node.Id)} onDoubleClick={() => onOpen(r.node.Id)}
            className={cn("flex cursor-default items-center gap-1 rounded py-1 pr-2", r.node.Id === focusedId ? "bg-primary-soft text-primary-active outline outline-1 outline-primary" : "hover:bg-gray-50")}
            style={{ paddingLeft: (r.level - 1) * 20 + 4 }}>
            <span className="w-4" aria-hidden="true">
              {r.node.children.length > 0 && (collapsed.has(r.node.Id) ? <ChevronRight size={14} /> : <ChevronDown size={14} />)}
            </span>
            <span>{r.node.label}</span>
            <span className="ml-2 font-mono text-xs text-gray-600">{r.node.value}</span>
            {!(r.node as HallNode).enabled && <span className="ml-2 text-xs text-gray-600">（已停用）</span>}
          </div>
        ))}
      </div>
      <p className="border-t border-gray-100 px-4 py-1.5 text-xs text-gray-600">↑/↓ 移动 · →/← 展开/收起 · Alt+↑/↓ 调整顺序 · Enter 编辑</p>
    </aside>
  );
}
