import { actionLevel, validateRecord, type ActionDef, type ResourceDef } from "../../src/catalogue";
import type { Row, Tx } from "../db/types";
import type { AuthedCall } from "../rpc/call";
import { conflict, invalid, notFound } from "../rpc/errors";
import { method, type MethodRegistry } from "../rpc/registry";
import type { ResourceHooks } from "./hooks";
import { applyUpdate, inTransaction } from "./methods";
import { MAX_SELECTION_ROWS, selectionPayload, type SelectionPayload } from "./payload";
import { findRecord } from "./queries";

/** Largest selection one action call may change. */
export const MAX_ACTION_ROWS = MAX_SELECTION_ROWS;

export const actionPayload = selectionPayload;
export type ActionPayload = SelectionPayload;

export interface ActionContext {
  readonly call: AuthedCall;
  readonly tx: Tx;
  readonly current: Row;
  /** The call's `data`, validated against the action's input fields. */
  readonly input: Record<string, unknown>;
}

/** Answers what an action writes to one row (passed through the resource's hooks); throws to refuse. */
export type ActionHandler = (ctx: ActionContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** The rows a call names, each with the utime it must still have (if any). */
function targets(action: ActionDef, input: ActionPayload): { id: number; utime?: number }[] {
  if (input.Id !== undefined && input.Ids !== undefined) throw invalid("Id 和 Ids 只能提供一个");
  if (input.Id !== undefined) {
    if (input.utime === undefined) throw invalid("缺少 utime");
    return [{ id: input.Id, utime: input.utime }];
  }
  if (input.Ids === undefined) throw invalid("请提供 Id 和 utime，或 Ids");
  if (new Set(input.Ids).size !== input.Ids.length) throw invalid("Ids 中有重复的 Id");
  if (action.scope === "row" && input.Ids.length > 1) throw invalid(`「${action.label}」一次只能操作一条记录`);
  return input.Ids.map((id) => ({ id }));
}

/** Runs one action over its rows, all or nothing, with a change record per row. */
export async function runAction(call: AuthedCall, resource: ResourceDef, action: ActionDef, handler: ActionHandler, payload: ActionPayload, hooks: ResourceHooks = {}) {
  const rows = targets(action, payload);
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
  return { data, total: data.length };
}

/**
 * Registers `{service}/{action.name}` for each of the resource's row actions, guarded by the
 * action's level. Every row action needs a handler and every handler an action; view actions
 * make or touch rows of their own and register their own method.
 */
export function registerActions(registry: MethodRegistry, resource: ResourceDef, handlers: Readonly<Record<string, ActionHandler>>, hooks: ResourceHooks = {}): void {
  const rowActions = (resource.actions ?? []).filter((a) => a.scope !== "view");
  for (const name of Object.keys(handlers)) {
    if (!rowActions.some((a) => a.name === name)) throw new Error(`${resource.name}: handler for unknown row action ${name}`);
  }
  for (const action of rowActions) {
    const handler = handlers[action.name];
    if (!handler) throw new Error(`${resource.name}: no handler for action ${action.name}`);
    registry.add(method({
      service: resource.service, method: action.name, input: actionPayload,
      access: { kind: "right", object: resource.access, level: actionLevel(action) },
      handler: (call, input) => runAction(call, resource, action, handler, input, hooks),
    }));
  }
}
