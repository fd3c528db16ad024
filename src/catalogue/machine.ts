/**
 * State machines of resources: which enum field holds a record's state, how each state is shown,
 * and the named transitions between states. Each transition is a server method of its own,
 * `{transition}{Entity}` (`disableUser`, `refundOrder`), that refuses with FAILED_PRECONDITION
 * when the record is not in a state the transition may leave.
 */
import type { AccessObject } from "./access";
import type { FieldDef } from "./fields";
import type { ResourceDef } from "./resource";

/** How a state's badge is coloured. */
export const STATE_TONES = ["success", "warning", "danger", "neutral", "info"] as const;
export type StateTone = (typeof STATE_TONES)[number];

/** One state of a machine: a value of the status field and how its badge looks. */
export interface StateDef<S extends string = string> {
  readonly value: S;
  readonly tone: StateTone;
  /** The badge's words (e.g. 已停用); the status field's option label when absent. */
  readonly label?: string;
}

/** A named move from some states to one: its own server method, right, confirmation and input. */
export interface TransitionDef<S extends string = string, N extends string = string> {
  /** A verb (`disable`, `refund`): the method is `{name}{Entity}`. */
  readonly name: N;
  /** Chinese, as a command and in change records (停用, 退款). */
  readonly label: string;
  /** The states it may leave. */
  readonly from: readonly S[];
  readonly to: S;
  /**
   * States its side-effect hook may end in instead of `to`, by answering the status field
   * (an offline refund is done at once: PARTIAL_REFUNDED or REFUNDED rather than REFUNDING).
   */
  readonly alsoTo?: readonly S[];
  /** Fields of the call's `data`, validated like a record's. */
  readonly input?: readonly FieldDef[];
  /** Asked before it runs. */
  readonly confirm?: string;
  /** Right needed on the resource's access object; WRITE when absent. */
  readonly level?: "READ" | "WRITE";
  /** The right is needed on this object instead of the resource's (提交审核 of a revise task: W(hdpic), the annotator's). */
  readonly access?: AccessObject;
  /** `row`: one record per call; `rows` (default): the focused row or a selection, all or nothing. */
  readonly scope?: "row" | "rows";
  /** As shown in the palette. */
  readonly shortcut?: string;
  /** Name of the server's side-effect hook for this transition (given when the resource is registered). */
  readonly hook?: string;
  /** It queues a job and answers the record with its `jobId` (确认发放): the console follows that job in its progress panel. */
  readonly job?: boolean;
}

/** A resource's states: its status field (an enum whose options are exactly `states`), initial state and transitions. */
export interface MachineDef<S extends string = string, N extends string = string> {
  readonly field: string;
  /** What a new record starts in when the create does not say (or may not say: a non-editable status field). */
  readonly initial: S;
  readonly states: readonly StateDef<S>[];
  readonly transitions: readonly TransitionDef<S, N>[];
}

/**
 * Declares a machine; the compiler checks that `initial`, every `from` and every `to` name a
 * declared state.
 */
export function defineMachine<const S extends string, const N extends string = string>(machine: {
  readonly field: string;
  readonly initial: NoInfer<S>;
  readonly states: readonly StateDef<S>[];
  readonly transitions: readonly TransitionDef<NoInfer<S>, N>[];
}): MachineDef<S, N> {
  return machine;
}

/** What a state badge shows. */
export interface StateBadge {
  readonly value: string;
  readonly label: string;
  readonly tone: StateTone;
}

const NONE: readonly TransitionDef[] = [];

/** The state a record is in, or undefined when the resource has no machine. */
export function stateOf(def: ResourceDef, row: Readonly<Record<string, unknown>> | null | undefined): unknown {
  return def.states ? row?.[def.states.field] : undefined;
}

/** The transitions a record in `state` may take (none for an unknown state or a resource without a machine). */
export function transitionsFrom(def: ResourceDef, state: unknown): readonly TransitionDef[] {
  if (!def.states || typeof state !== "string") return NONE;
  return def.states.transitions.filter((t) => t.from.includes(state));
}

export function transitionOf(def: ResourceDef, name: string): TransitionDef | undefined {
  return def.states?.transitions.find((t) => t.name === name);
}

/** Whether `row` may take the transition `name` now. */
export function canTransition(def: ResourceDef, row: Readonly<Record<string, unknown>> | null | undefined, name: string): boolean {
  const state = stateOf(def, row);
  return typeof state === "string" && (transitionOf(def, name)?.from.includes(state) ?? false);
}

/** The method of a transition: `{name}{Entity}` under the resource's service. */
export function transitionMethodName(def: ResourceDef, transition: TransitionDef): string {
  return `${transition.name}${def.entity}`;
}

export function transitionLevel(transition: TransitionDef): "READ" | "WRITE" {
  return transition.level ?? "WRITE";
}

export function transitionScope(transition: TransitionDef): "row" | "rows" {
  return transition.scope ?? "rows";
}

/** The status field of a machine. */
export function stateField(def: ResourceDef): FieldDef | undefined {
  const key = def.states?.field;
  return key === undefined ? undefined : def.fields.find((f) => f.key === key);
}

/** The badge of a state: its own label, else the status field's option label, else the raw value (tone neutral when unknown). */
export function stateBadge(def: ResourceDef, state: unknown): StateBadge | undefined {
  if (!def.states || typeof state !== "string") return undefined;
  const declared = def.states.states.find((s) => s.value === state);
  const option = stateField(def)?.options?.find((o) => o.value === state);
  return { value: state, label: declared?.label ?? option?.label ?? state, tone: declared?.tone ?? "neutral" };
}

/** Every state's badge, in the machine's order (for legends and filters). */
export function stateBadges(def: ResourceDef): readonly StateBadge[] {
  return (def.states?.states ?? []).map((s) => stateBadge(def, s.value) as StateBadge);
}

/** Why a record in `state` cannot take `transition`, in Chinese (the server's FAILED_PRECONDITION message). */
export function transitionRefusal(def: ResourceDef, transition: TransitionDef, state: unknown, title?: string): string {
  const what = title === undefined ? def.label : `${def.label}「${title}」`;
  const label = stateBadge(def, state)?.label ?? String(state ?? "未设置");
  return `${what}当前状态为「${label}」，不能执行「${transition.label}」`;
}
