import {
  actionLevel, actionOfferedOn, stateOf, transitionLevel, transitionScope, transitionsFrom,
  type ActionChoice, type ActionDef, type FieldDef, type ResourceDef, type TransitionDef,
} from "../../../catalogue";
import { canRead, canWrite } from "../../../acl/rights";
import type { ScreenAccess } from "../access";
import type { Target } from "./target";

/** What a command does on the server. */
export type Operation =
  | { readonly kind: "action"; readonly action: ActionDef }
  | { readonly kind: "transition"; readonly transition: TransitionDef }
  | { readonly kind: "delete" };

/** One thing the user may do to a target now: a catalogue action, a transition of the state machine, or delete. */
export interface Offer {
  /** Unique on the screen: `action:setUserState`, `transition:disable`, `delete`. */
  readonly key: string;
  readonly label: string;
  readonly shortcut?: string | undefined;
  readonly op: Operation;
  /** Asked before it runs. */
  readonly confirm?: string | undefined;
  /** Fields asked in a form before it runs: an action or transition with input and no fixed choices. */
  readonly form?: readonly FieldDef[] | undefined;
  /** Fixed inputs to choose among (设置状态 › 启用 / 停用). */
  readonly choices?: readonly ActionChoice[] | undefined;
  readonly danger?: boolean;
}

/**
 * Whether the user may run a row action: on its own object when it names one (编辑 of an artist's work: W(suha)).
 * WRITE on the object is what counts, not the update op: a record nobody edits may still be marked (标记误识).
 */
function actionAllowed(a: ActionDef, access: ScreenAccess): boolean {
  if (a.access !== undefined) return actionLevel(a) === "READ" ? canRead(access.rights, a.access) : canWrite(access.rights, a.access);
  return actionLevel(a) === "READ" || access.writable;
}

const rowsOf = (target: Target) => (target.kind === "row" ? [target.row] : target.kind === "rows" ? target.rows : null);

function actionOffer(a: ActionDef): Offer {
  const form = !a.choices && a.input.length > 0 ? a.input : undefined;
  return { key: `action:${a.name}`, label: a.label, shortcut: a.shortcut, op: { kind: "action", action: a }, confirm: a.confirm, form, choices: a.choices };
}

function transitionOffer(t: TransitionDef): Offer {
  const form = t.input && t.input.length > 0 ? t.input : undefined;
  return { key: `transition:${t.name}`, label: t.label, shortcut: t.shortcut, op: { kind: "transition", transition: t }, confirm: t.confirm, form };
}

/** Actions on the whole view (执行对账), offered without a row to anyone with their right. */
export function viewOffers(def: ResourceDef, access: ScreenAccess): Offer[] {
  return (def.actions ?? []).filter((a) => a.scope === "view" && (actionLevel(a) === "READ" || access.writable)).map(actionOffer);
}

/**
 * The actions, transitions and delete the target allows. A transition is offered only where the
 * machine allows it from the row's state — for a selection, from every selected row's state. Over
 * "all matching" rows (not all loaded) only what a batch job can do: actions over rows, and delete.
 */
export function offersFor(def: ResourceDef, target: Target | null, access: ScreenAccess): Offer[] {
  if (!target) return [];
  const rows = rowsOf(target);
  const single = rows !== null && rows.length === 1;
  const actions = (def.actions ?? [])
    .filter((a) => a.scope !== "view" && actionAllowed(a, access))
    .filter((a) => single || a.scope === "rows")
    .filter((a) => rows === null || rows.every((r) => actionOfferedOn(a, r)))
    .map(actionOffer);
  const transitions = rows === null ? [] : (def.states?.transitions ?? [])
    .filter((t) => (t.access !== undefined ? (transitionLevel(t) === "READ" ? canRead : canWrite)(access.rights, t.access) : transitionLevel(t) === "READ" || access.writable))
    .filter((t) => single || transitionScope(t) === "rows")
    .filter((t) => rows.every((r) => transitionsFrom(def, stateOf(def, r)).includes(t)))
    .map(transitionOffer);
  const remove: Offer[] = access.remove ? [{ key: "delete", label: "删除", shortcut: "Delete", op: { kind: "delete" }, danger: true }] : [];
  return [...transitions, ...actions, ...remove];
}
