/**
 * Which transition a kanban move asks for (content.md §17.7): the one of the machine that leads to
 * the target column from the card's state; when the machine has none from there, the one that leads
 * to the column from elsewhere — the server then refuses it (FAILED_PRECONDITION) and the card stays.
 * A column no transition leads to cannot be reached at all (refused here, with the same words).
 */
import { stateBadge, type ResourceDef, type TransitionDef } from "../../../catalogue";

export type Move =
  | { readonly kind: "transition"; readonly transition: TransitionDef; readonly allowed: boolean }
  | { readonly kind: "none"; readonly message: string };

export function moveFor(def: ResourceDef, title: string, from: string, to: string): Move {
  const transitions = def.states?.transitions ?? [];
  const allowed = transitions.find((t) => t.to === to && t.from.includes(from));
  if (allowed) return { kind: "transition", transition: allowed, allowed: true };
  const other = transitions.find((t) => t.to === to);
  if (other) return { kind: "transition", transition: other, allowed: false };
  const label = (s: string) => stateBadge(def, s)?.label ?? s;
  return { kind: "none", message: `${def.label}「${title}」不能从「${label(from)}」移到「${label(to)}」` };
}

/** The board's columns: the machine's states, in its order. */
export function columnsOf(def: ResourceDef): readonly string[] {
  return def.states?.states.map((s) => s.value) ?? [];
}

/**
 * Where the focused card is: found again by its Id wherever the last read put it (a refused move: where it
 * was). A card being moved is briefly in neither column while they are read again: nothing else takes its focus.
 */
export function locate(columns: readonly { readonly rows: readonly { readonly Id: number }[] }[], focus: { col: number; id: number | null }): { col: number; index: number } {
  for (const [c, col] of columns.entries()) {
    const i = col.rows.findIndex((r) => r.Id === focus.id);
    if (i >= 0) return { col: c, index: i };
  }
  if (focus.id !== null) return { col: focus.col, index: -1 };
  return { col: focus.col, index: columns[focus.col]?.rows.length ? 0 : -1 };
}
