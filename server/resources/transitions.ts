/**
 * The state machines of the catalogue on the server: one method per transition,
 * `{service}/{transition}{Entity}`, guarded by the transition's level. Inside one transaction it
 * re-reads each record, refuses (FAILED_PRECONDITION) a record whose state the transition may not
 * leave, runs the transition's side-effect hook, writes the new state through the resource's
 * hooks and writes a change record named after the method.
 */
import {
  stateBadge, stateOf, transitionLevel, transitionMethodName, transitionRefusal, transitionScope, validateRecord,
  type ResourceDef, type TransitionDef,
} from "../../src/catalogue";
import type { Row, Tx } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import { conflict, invalid, notFound, precondition } from "../platform/wire/errors";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import type { ResourceHooks } from "./hooks";
import { redactRows } from "./redact";
// methods.ts registers machines from registerResource: this import is a cycle, used only inside calls.
import { applyUpdate, inTransaction } from "./methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "./payload";
import { findRecord } from "./queries";

export interface TransitionContext {
  readonly call: AuthedCall;
  readonly tx: Tx;
  readonly resource: ResourceDef;
  readonly transition: TransitionDef;
  /** The record as re-read inside the transaction, already known to be in a state the transition may leave. */
  readonly current: Row;
  /** The call's `data`, validated against the transition's input fields. */
  readonly input: Record<string, unknown>;
}

/**
 * A transition's side effect, run in the transition's transaction before the new state is written:
 * it may write other tables, refuse by throwing (nothing changes), and answer other fields of the
 * record to write with the new state (catalogue fields, e.g. a closing time).
 */
export type TransitionHook = (ctx: TransitionContext) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;

/** Side-effect hooks by the name a transition's `hook` gives. */
export type TransitionHooks = Readonly<Record<string, TransitionHook>>;

/** What registering a resource may add for its machine: the side-effect hooks its transitions name. */
export interface MachineHooks {
  readonly transitions?: TransitionHooks;
}


/**
 * Takes one transition on a record already read inside `tx`: checks its state, runs the side
 * effect, writes the new state through the resource's hooks and records the change.
 * For server code (jobs, other services) that moves records inside a transaction of its own.
 */
export async function applyTransition(
  tx: Tx, call: AuthedCall, resource: ResourceDef, transition: TransitionDef, current: Row, input: Record<string, unknown>,
  opts: { hooks?: ResourceHooks; sideEffect?: TransitionHook | undefined } = {},
): Promise<Row> {
  const machine = resource.states;
  if (!machine) throw new Error(`${resource.name} has no states`);
  const title = String(current[resource.titleField] ?? current.Id);
  const state = stateOf(resource, current);
  if (typeof state !== "string" || !transition.from.includes(state)) {
    throw precondition(transitionRefusal(resource, transition, state, title));
  }
  const extra = (await opts.sideEffect?.({ call, tx, resource, transition, current, input })) ?? {};
  const chosen = Object.hasOwn(extra, machine.field) ? extra[machine.field] : transition.to;
  if (chosen !== transition.to && !(transition.alsoTo ?? []).includes(chosen as string)) {
    throw new Error(`${resource.name}.${transition.name}: its hook may end only in ${[transition.to, ...(transition.alsoTo ?? [])].join(", ")}`);
  }
  const methodName = transitionMethodName(resource, transition);
  return applyUpdate(tx, call, resource, current, { ...extra, [machine.field]: chosen }, {
    hooks: opts.hooks ?? {},
    change: { action: "action", method: methodName, summary: `${transition.label}：${resource.label}「${title}」` },
  });
}

/** Runs one transition over the records a call names, all or nothing, with a change record per record. */
export async function runTransition(
  call: AuthedCall, resource: ResourceDef, transition: TransitionDef, payload: SelectionPayload,
  opts: { hooks?: ResourceHooks; sideEffect?: TransitionHook | undefined } = {},
): Promise<{ data: Row[]; total: number }> {
  const rows = selectionTargets(payload, { label: transition.label, single: transitionScope(transition) === "row", utimeRequired: false });
  const checked = validateRecord(transition.input ?? [], payload.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  const data = await inTransaction(call.db, async (tx) => {
    const out: Row[] = [];
    for (const { id, utime } of rows) {
      const current = await findRecord(tx, resource, id);
      if (!current) throw notFound(`${resource.label}不存在（Id ${id}）`);
      if (utime !== undefined && current.utime !== utime) throw conflict();
      out.push(await applyTransition(tx, call, resource, transition, current, checked.value, opts));
    }
    return out;
  });
  return { data: redactRows(call, data, opts.hooks?.redact), total: data.length };
}

/**
 * Registers `{service}/{transition}{Entity}` for every transition of the resource's machine, guarded
 * by the transition's level on the resource's access object. Every hook a transition names must be
 * given, and every hook given must be named by a transition.
 */
export function registerMachine(registry: MethodRegistry, resource: ResourceDef, hooks: ResourceHooks = {}, sideEffects: TransitionHooks = {}): void {
  const machine = resource.states;
  if (!machine) {
    if (Object.keys(sideEffects).length > 0) throw new Error(`${resource.name}: transition hooks given but the resource has no states`);
    return;
  }
  const named = new Set(machine.transitions.map((t) => t.hook).filter((h): h is string => h !== undefined));
  for (const name of Object.keys(sideEffects)) {
    if (!named.has(name)) throw new Error(`${resource.name}: transition hook ${name} is named by no transition`);
  }
  for (const transition of machine.transitions) {
    const sideEffect = transition.hook === undefined ? undefined : sideEffects[transition.hook];
    if (transition.hook !== undefined && !sideEffect) throw new Error(`${resource.name}: no hook ${transition.hook} for transition ${transition.name}`);
    registry.add(method({
      service: resource.service, method: transitionMethodName(resource, transition), input: selectionPayload,
      access: { kind: "right", object: transition.access ?? resource.access, level: transitionLevel(transition) },
      handler: (call, input) => runTransition(call, resource, transition, input, { hooks, sideEffect }),
    }));
  }
}

/**
 * The resource's hooks with its machine's rules for the other writes: a create that does not give
 * the state starts in `initial`; an update (or action) that changes an editable state must follow a
 * transition of the machine that has no side effect of its own (otherwise only its method may).
 */
export function machineHooks(resource: ResourceDef, hooks: ResourceHooks = {}): ResourceHooks {
  const machine = resource.states;
  if (!machine) return hooks;
  const { field } = machine;
  return {
    ...hooks,
    async beforeWrite(ctx) {
      const value = { ...ctx.value };
      if (ctx.mode === "create" && (value[field] === undefined || value[field] === null)) value[field] = machine.initial;
      const current = ctx.current;
      if (ctx.mode === "update" && current !== null && Object.hasOwn(value, field) && value[field] !== current[field]) {
        const from = current[field];
        const edge = machine.transitions.find((t) => typeof from === "string" && t.from.includes(from) && t.to === value[field]);
        const title = String(current[resource.titleField] ?? current.Id);
        if (!edge) {
          const label = (s: unknown) => stateBadge(resource, s)?.label ?? String(s);
          throw precondition(`${resource.label}「${title}」不能从「${label(from)}」改为「${label(value[field])}」`);
        }
        if (edge.hook !== undefined) throw precondition(`${resource.label}「${title}」的状态请通过「${edge.label}」修改`);
      }
      return hooks.beforeWrite ? hooks.beforeWrite({ ...ctx, value }) : value;
    },
  };
}
