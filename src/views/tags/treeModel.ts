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
