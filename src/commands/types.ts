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
  run(): void;
}
