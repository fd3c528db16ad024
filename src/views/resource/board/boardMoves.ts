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
