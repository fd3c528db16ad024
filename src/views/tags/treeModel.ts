import type { TagNode } from "./tagApi";

export interface VisibleNode {
  node: TagNode;
  level: number;
  siblings: TagNode[];
  parentId: number | null;
}

/** The nodes a reader sees, in order: children of collapsed nodes are skipped. */
export function visibleNodes(roots: TagNode[], collapsed: ReadonlySet<number>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: TagNode[], level: number, parentId: number | null) => {
    for (const node of nodes) {
      out.push({ node, level, siblings: nodes, parentId });
      if (node.children.length > 0 && !collapsed.has(node.Id)) walk(node.children, level + 1, node.Id);
    }
  };
  walk(roots, 1, null);
  return out;
}

/** The sibling order after moving one item up (-1) or down (+1); null at either end. */
export function moved(siblings: readonly TagNode[], id: number, by: -1 | 1): number[] | null {
  const ids = siblings.map((s) => s.Id);
  const at = ids.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
  return ids;
}

/** Pasted text as labels: one per line, trimmed, empty lines dropped. */
export function pastedLabels(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}

/** What the keys every tree shares act on: the visible rows, the focused one, and how to move, open and reorder. */
export interface TreeNav {
  readonly rows: readonly VisibleNode[];
  readonly index: number;
  readonly collapsed: ReadonlySet<number>;
  focus(id: number): void;
  setOpen(node: TagNode, open: boolean): void;
  reorder(by: -1 | 1): void;
}

/**
 * The WAI-ARIA tree keys both trees (tags, category halls) answer: ↑/↓ and j/k move, Home/End, → opens or
 * steps in, ← closes or goes to the parent, Alt+↑/↓ moves the focused node among its siblings.
 * Answers whether the key was one of them; each tree handles its own keys after.
 */
export function treeNavKey(e: { key: string; altKey: boolean }, nav: TreeNav): boolean {
  const { rows, index, collapsed } = nav;
  const current = index >= 0 ? rows[index] : undefined;
  const go = (i: number) => {
    const r = rows[Math.max(0, Math.min(rows.length - 1, i))];
    if (r) nav.focus(r.node.Id);
  };
  const k = e.key;
  if (e.altKey && k === "ArrowUp") nav.reorder(-1);
  else if (e.altKey && k === "ArrowDown") nav.reorder(1);
  else if (k === "ArrowDown" || k === "j") go(index + 1);
  else if (k === "ArrowUp" || k === "k") go(index < 0 ? 0 : index - 1);
  else if (k === "Home") go(0);
  else if (k === "End") go(rows.length - 1);
  else if (k === "ArrowRight" && current) {
    if (current.node.children.length > 0 && collapsed.has(current.node.Id)) nav.setOpen(current.node, true);
    else go(index + 1);
  } else if (k === "ArrowLeft" && current) {
    if (current.node.children.length > 0 && !collapsed.has(current.node.Id)) nav.setOpen(current.node, false);
    else if (current.parentId !== null) nav.focus(current.parentId);
  } else return false;
  return true;
}
