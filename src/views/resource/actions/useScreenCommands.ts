import { useMemo } from "react";
import type { Command } from "../../../commands/types";
import { useRegisterViewCommands } from "../../../commands/viewCommands";
import { screenCommands, type CommandContext } from "./commands";

const NONE: readonly Command[] = [];

/**
 * Registers the screen's commands with the palette and the shortcut sheet while its pane is the one
 * keys go to (two grids on a screen never offer their commands at once).
 */
export function useScreenCommands(pane: string, current: boolean, ctx: CommandContext): void {
  const { def, access, focusedRow, target, offers, viewOffers, sortable, selfRef, children, total, exportLabel, does } = ctx;
  const commands = useMemo(
    () => screenCommands({ def, access, focusedRow, target, offers, viewOffers, sortable, selfRef, children, total, exportLabel, does }),
    [def, access, focusedRow, target, offers, viewOffers, sortable, selfRef, children, total, exportLabel, does],
  );
  useRegisterViewCommands(pane, current ? commands : NONE);
}
