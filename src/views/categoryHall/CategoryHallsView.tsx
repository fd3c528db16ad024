import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { canWrite } from "../../acl/rights";
import { categoryHall } from "../../catalogue/registry";
import { useSession } from "../../state/session";
import { ResourceScreen, type ScreenControl } from "../resource/ResourceScreen";
import type { ViewProps } from "../viewProps";
import type { Rec } from "../../rpc/resourceClient";
import type { HallNode } from "./hallApi";
import { HALL_TREE_KEY, HallTree } from "./HallTree";

/** Whether the tree holds this record as the grid has it (same Id, same utime, same place). */
function knows(tree: readonly HallNode[] | undefined, row: Rec): boolean {
  const walk = (nodes: readonly HallNode[]): boolean =>
    nodes.some((n) => (n.Id === row.Id && n.utime === row.utime) || walk(n.children as HallNode[]));
  return tree !== undefined && walk(tree);
}

/**
 * /wudang/category 分类馆管理 (content.md §13.3): the halls in the grid with their editor, and beside it
 * the same halls as a tree, where Alt+↑/↓ puts them in order. Grid and tree are two keyboard panes.
 */
export default function CategoryHallsView({ route }: ViewProps) {
  const { user } = useSession();
  const [, setParams] = useSearchParams();
  const queries = useQueryClient();
  const control = useRef<ScreenControl | null>(null);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(18rem,1fr)]">
      <ResourceScreen def={categoryHall} title={route.title} onControl={(c) => { control.current = c; }}
        onFocusedRow={(row) => {
          // The tree follows the grid's edits: a hall it does not know, or knows older, reloads it.
          if (row && !knows(queries.getQueryData<HallNode[]>(HALL_TREE_KEY), row)) void queries.invalidateQueries({ queryKey: HALL_TREE_KEY });
        }} />
      <HallTree canWrite={canWrite(user?.acl.rights, categoryHall.access)}
        onOpen={(id) => setParams((p) => { p.set("open", String(id)); return p; })}
        onSorted={() => void control.current?.refresh()} />
    </div>
  );
}
