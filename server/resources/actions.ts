import { actionLevel, validateRecord, type ActionDef, type ResourceDef } from "../../src/catalogue";
import type { Row, Tx } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import { conflict, invalid, notFound } from "../platform/wire/errors";
import { method, type MethodRegistry, type Result } from "../platform/rpc/registry";
import type { ResourceHooks } from "./hooks";
import { redactRows } from "./redact";
import { applyUpdate, inTransaction } from "./methods";
import { z } from "zod";
import { dataSchema, selectionPayload, selectionTargets, type SelectionPayload } from "./payload";
import { findRecord } from "./queries";

export interface ActionContext {
  readonly call: AuthedCall;
  readonly tx: Tx;
  readonly current: Row;
  /** The call's `data`, validated against the action's input fields. */
  readonly input: Record<string, unknown>;
}

/** Answers what an action writes to one row (passed through the resource's hooks); throws to refuse. */
export type ActionHandler = (ctx: ActionContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** Runs one action over its rows, all or nothing, with a change record per row. */
export async function runAction(call: AuthedCall, resource: ResourceDef, action: ActionDef, handler: ActionHandler, payload: SelectionPayload, hooks: ResourceHooks = {}) {
  const rows = selectionTargets(payload, { label: action.label, single: action.scope === "row", utimeRequired: true });
  const checked = validateRecord(action.input, payload.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  const data = await inTransaction(call.db, async (tx) => {
    const out: Row[] = [];
    for (const { id, utime } of rows) {
      const current = await findRecord(tx, resource, id);
      if (!current) throw notFound(`${resource.label}不存在（Id ${id}）`);
      if (utime !== undefined && current.utime !== utime) throw conflict();
      const patch = await handler({ call, tx, current, input: checked.value });
      const title = String(current[resource.titleField] ?? id);
      out.push(await applyUpdate(tx, call, resource, current, patch, {
        hooks,
        change: { action: "action", method: action.name, summary: `${action.label}：${resource.label}「${title}」` },
      }));
    }
    return out;
  });
  return { data: redactRows(call, data, hooks.redact), total: data.length };
}

/**
 * Registers `{service}/{action.name}` for each of the resource's row actions, guarded by the
 * action's level. Every row action needs a handler and every handler an action; view actions
 * make or touch rows of their own and register their own method.
 */
export function registerActions(registry: MethodRegistry, resource: ResourceDef, handlers: Readonly<Record<string, ActionHandler>>, hooks: ResourceHooks = {}): void {
  // An action that only opens a route (打开排版) has no method.
  const rowActions = (resource.actions ?? []).filter((a) => a.scope !== "view" && a.opens === undefined);
  for (const name of Object.keys(handlers)) {
    if (!rowActions.some((a) => a.name === name)) throw new Error(`${resource.name}: handler for unknown row action ${name}`);
  }
  for (const action of rowActions) {
    const handler = handlers[action.name];
    if (!handler) throw new Error(`${resource.name}: no handler for action ${action.name}`);
    registry.add(method({
      service: resource.service, method: action.name, input: selectionPayload,
      access: { kind: "right", object: resource.access, level: actionLevel(action) },
      handler: (call, input) => runAction(call, resource, action, handler, input, hooks),
    }));
  }
}

/**
 * Registers `{service}/{name}` for a view action (one that makes or touches rows of its own): `{data}`
 * checked against the action's input (Chinese messages, nothing run on a refusal), guarded by its level.
 */
export function registerViewAction(registry: MethodRegistry, resource: ResourceDef, name: string, run: (call: AuthedCall, value: Record<string, unknown>) => Promise<Result>): void {
  const action = (resource.actions ?? []).find((a) => a.name === name && a.scope === "view");
  if (!action) throw new Error(`${resource.name}: no view action ${name}`);
  registry.add(method({
    service: resource.service, method: action.name, input: z.object({ data: dataSchema }),
    access: { kind: "right", object: resource.access, level: actionLevel(action) },
    async handler(call, input) {
      const checked = validateRecord(action.input ?? [], input.data, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      return run(call, checked.value);
    },
  }));
}
