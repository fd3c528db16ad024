/** A command of the palette: a route to open or an action to take, already filtered by the user's rights. */
export interface Command {
  readonly id: string;
  readonly title: string;
  /** The palette group it is listed under (the menu section for navigation). */
  readonly group: string;
  /** Other words it is found by: the section, the English words of the path… */
  readonly keywords: readonly string[];
  /** Shown beside the title, e.g. "g m". */
  readonly shortcut?: string;
  /** For navigation commands: the route it opens. */
  readonly path?: string;
  /** Actions: on the focused row, or on the current view; absent for navigation. */
  readonly scope?: "row" | "view";
  /** A command that needs a choice opens a nested page of these instead of running (设置状态 › 启用). */
  readonly children?: () => readonly Command[];
  /** Listed in the shortcut sheet only (moving in the grid is a key, not something to search for). */
  readonly sheetOnly?: boolean;
  run(): void;
}
