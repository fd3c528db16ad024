import { useCallback, useMemo } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import type { Command } from "../../../commands/types";
import { useRegisterViewCommands } from "../../../commands/viewCommands";
import { paneOwns } from "../../../ui/keyScope";
import { useAddressParams } from "../list/useAddressParams";

/** The address keeps which view a board resource's screen shows: `view=board`, else the list. */
export const BOARD_PARAM = "view";

const NONE: readonly Command[] = [];

/**
 * List ⇄ board for a resource that declares a board: Shift+K (the design's `k`, which the grid keeps for
 * ↑) on this screen's pane while nothing else is open, the toolbar's button, or the palette's 切换看板
 * (listed while the screen's pane is the current one).
 */
export function useBoardToggle(pane: string, hasBoard: boolean, active: boolean, paneCurrent = true) {
  const [params, setParams] = useAddressParams();
  const showBoard = hasBoard && params.get(BOARD_PARAM) === "board";
  const toggle = useCallback(() => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (next.get(BOARD_PARAM) === "board") next.delete(BOARD_PARAM);
      else next.set(BOARD_PARAM, "board");
      return next;
    }, { replace: true });
  }, [setParams]);
  const enabled = (e: KeyboardEvent) => hasBoard && active && !e.isComposing && paneOwns(pane, e) && !(e.target instanceof Element && e.target.closest("input, textarea, select, [role=dialog], [role=alertdialog], [role=menu]"));
  // A board card is an `option`, which the hook otherwise takes for a form control.
  useHotkeys("shift+k", toggle, { enabled, preventDefault: enabled, enableOnFormTags: ["option"] });
  const commands = useMemo<readonly Command[]>(() => (hasBoard ? [{
    id: `${pane}:board:toggle`, title: showBoard ? "切换看板：回到列表" : "切换看板：按状态分列查看", group: "当前页面",
    keywords: ["kanban", "board", "qiehuan", "list", "liebiao"], shortcut: "Shift K", scope: "view", run: toggle,
  }] : NONE), [hasBoard, pane, showBoard, toggle]);
  useRegisterViewCommands(`${pane}:board`, paneCurrent ? commands : NONE);
  return { showBoard, toggle };
}
