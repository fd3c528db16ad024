import { methodName, validateRecord, type ResourceDef, type ResourceOp } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import type { Db, Row, Tx } from "../platform/db/types";
import { read, write, type AuthedCall } from "../platform/rpc/call";
import { invalid, notFound, conflict } from "../platform/wire/errors";
import { method, type MethodDef, type MethodRegistry } from "../platform/rpc/registry";
import { recordChange, type ChangeAction } from "./changes";
import { buildFilters, type Condition } from "./filters";
import type { ResourceHooks } from "./hooks";
import { createPayload, deletePayload, getPayload, listPayload, parseJsonq, updatePayload, type ListPayload } from "./payload";
import { machineHooks, registerMachine, type MachineHooks } from "./transitions";
import { listRecords } from "./listQuery";
import { checkReferences, checkUnique, findRecord, getRecord, insertRecord, maskColumns, removeRecord, sortColumn, updateRecord } from "./queries";
import { nextUtime } from "../platform/db/utime";
import { redactionColumns, redactionFilters, redactRows } from "./redact";
import { withWritersOnly } from "./writersOnly";

/** Runs `fn` in a transaction, or inside the caller's when it already holds one. */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Tx) : db.transaction().execute(fn);
}

/** Lists a resource with the wire contract's payload, applying the caller's scope and extra conditions. */
export async function listResource(call: AuthedCall, resource: ResourceDef, input: ListPayload, hooks: ResourceHooks = {}, extra: Record<string, unknown> = {}) {
  const jsonq = parseJsonq(input.cond?.jsonq);
  if (!jsonq.ok) throw invalid(jsonq.message);
  const page = input.page;
  const keyset = [page?.after !== undefined, page?.before !== undefined, page?.last === true].filter(Boolean).length;
  if (keyset > 1 || (keyset === 1 && (page?.skip ?? 0) > 0)) throw invalid("page.after、page.before、page.last 只能用其中一个，且 page.skip 须为 0");
  const filters = { ...jsonq.value, ...extra };
  const where = [
    ...buildFilters(resource, filters, call.dialect, hooks.extraFilters),
    ...(hooks.listScope?.(call) ?? []),
    ...redactionFilters(call, filters, hooks.redact),
  ];
  const columns = maskColumns(resource, input.mask?.fields);
  const answer = await listRecords(call.db, resource, {
    where,
    columns: redactionColumns(columns, hooks.redact),
    sortBy: sortColumn(resource, input.sort?.by),
    asc: input.sort?.asc ?? (input.sort?.by ? false : resource.defaultSort.asc),
    skip: input.page?.skip,
    limit: input.page?.limit,
    after: input.page?.after,
    before: input.page?.before,
    last: input.page?.last,
    count: input.count,
    countLimit: call.config.exactCountLimit,
  }, call.dialect);
  return { ...answer, data: redactRows(call, answer.data, hooks.redact, columns) };
}

function splitExtra(data: Record<string, unknown>, keys: readonly string[]): { fields: Record<string, unknown>; extra: Record<string, unknown> } {
  const fields: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) (keys.includes(k) ? extra : fields)[k] = v;
  return { fields, extra };
}

function validated(resource: ResourceDef, data: Record<string, unknown>, mode: "create" | "update"): Record<string, unknown> {
  const result = validateRecord(resource.fields, data, mode);
  if (!result.ok) throw invalid(result.errors.map((e) => e.message).join("；"));
  return result.value;
}

/** Creates a record: validation, uniqueness, references, hooks and a change record, in one transaction. */
export async function createResource(call: AuthedCall, resource: ResourceDef, data: Record<string, unknown>, hooks: ResourceHooks = {}): Promise<Row> {
  const { fields, extra } = splitExtra(data, hooks.extraKeys ?? []);
  const value = validated(resource, fields, "create");
  return inTransaction(call.db, async (tx) => {
    const stamp = call.now();
    const ctx = { call, tx, resource, mode: "create" as const, value, extra, current: null, stamp };
    const final = hooks.beforeWrite ? await hooks.beforeWrite(ctx) : value;
    await checkUnique(tx, resource, final);
    await checkReferences(tx, resource, final, resourceByName);
    const record = await insertRecord(tx, resource, final, stamp);
    await hooks.afterWrite?.({ ...ctx, value: final, record });
    await recordChange(tx, call, { resource, action: "create", recordId: record.Id as number, before: null, after: record });
    return record;
  });
}

/**
 * Writes `value` over `current` inside `tx`: hooks, uniqueness, references, the utime check and a
 * change record. Shared by updates and actions, so that both keep the resource's rules.
 */
export async function applyUpdate(
  tx: Tx, call: AuthedCall, resource: ResourceDef, current: Row, value: Record<string, unknown>,
  opts: { hooks?: ResourceHooks; extra?: Record<string, unknown>; change?: { action: ChangeAction; method?: string; summary?: string } } = {},
): Promise<Row> {
  const { hooks = {}, extra = {}, change = { action: "update" as const } } = opts;
  const id = current.Id as number;
  const utime = current.utime as number;
  const stamp = nextUtime(utime, call.now());
  const ctx = { call, tx, resource, mode: "update" as const, value, extra, current, stamp };
  const final = hooks.beforeWrite ? await hooks.beforeWrite(ctx) : value;
  await checkUnique(tx, resource, final, id);
  await checkReferences(tx, resource, final, resourceByName);
  const record = await updateRecord(tx, resource, id, utime, final, stamp);
  await hooks.afterWrite?.({ ...ctx, value: final, record });
  await recordChange(tx, call, { resource, ...change, recordId: id, before: current, after: record });
  return record;
}

/** Updates a record from the `utime` the caller read; a stale one changes nothing (ABORTED). */
export async function updateResource(call: AuthedCall, resource: ResourceDef, id: number, utime: number, data: Record<string, unknown>, hooks: ResourceHooks = {}): Promise<Row> {
  const { fields, extra } = splitExtra(data, hooks.extraKeys ?? []);
  const value = validated(resource, fields, "update");
  return inTransaction(call.db, async (tx) => {
    const current = await findRecord(tx, resource, id);
    if (!current) throw notFound(`${resource.label}不存在`);
    if (current.utime !== utime) throw conflict();
    return applyUpdate(tx, call, resource, current, value, { hooks, extra });
  });
}

/** Deletes (or soft-deletes) a record; with a `utime`, only if nobody changed it since. */
export async function deleteResource(call: AuthedCall, resource: ResourceDef, id: number, utime: number | undefined, hooks: ResourceHooks = {}): Promise<void> {
  await inTransaction(call.db, async (tx) => {
    const current = await findRecord(tx, resource, id);
    if (!current) throw notFound(`${resource.label}不存在`);
    if (utime !== undefined && current.utime !== utime) throw conflict();
    await hooks.beforeDelete?.({ call, tx, current });
    await removeRecord(tx, resource, current, call.now());
    await hooks.afterDelete?.({ call, tx, current });
    await recordChange(tx, call, { resource, action: "delete", recordId: id, before: current, after: null });
  });
}

/** The generic methods of one resource, named and guarded as the catalogue says. */
export function resourceMethods(resource: ResourceDef, hooks: ResourceHooks = {}, only?: readonly ResourceOp[]): MethodDef[] {
  const base = { service: resource.service };
  const has = (op: ResourceOp) => resource.ops.includes(op) && (!only || only.includes(op));
  const defs: MethodDef[] = [];
  // One record as this caller may see it (the redaction hook's hidden values answered as null).
  const seen = (call: AuthedCall, row: Row): Row => redactRows(call, [row], hooks.redact)[0] as Row;
  if (has("list")) {
    defs.push(method({ ...base, method: methodName(resource, "list"), access: read(resource.access), input: listPayload,
      handler: (call, input) => listResource(call, resource, input, hooks) }));
  }
  if (has("get")) {
    defs.push(method({ ...base, method: methodName(resource, "get"), access: read(resource.access), input: getPayload,
      // A record is readable by Id exactly when the caller's list would show it.
      handler: async (call, input) => ({ data: seen(call, await getRecord(call.db, resource, input.Id, hooks.listScope?.(call) ?? [])) }) }));
  }
  if (resource.readOnly) return defs;
  if (has("create")) {
    defs.push(method({ ...base, method: methodName(resource, "create"), access: write(resource.access), input: createPayload,
      handler: async (call, input) => ({ data: seen(call, await createResource(call, resource, input.data, hooks)) }) }));
  }
  if (has("update")) {
    defs.push(method({ ...base, method: methodName(resource, "update"), access: write(resource.access), input: updatePayload,
      handler: async (call, input) => ({ data: seen(call, await updateResource(call, resource, input.Id, input.utime, input.data, hooks)) }) }));
  }
  if (has("delete")) {
    defs.push(method({ ...base, method: methodName(resource, "delete"), access: write(resource.access), input: deletePayload,
      handler: async (call, input) => {
        await deleteResource(call, resource, input.Id, input.utime, hooks);
        return {};
      } }));
  }
  return defs;
}

/** What each registry's resources were registered with beyond the generic methods: tests run the contract of those on every database. */
const registeredRules = new WeakMap<MethodRegistry, Map<string, readonly string[]>>();

function noteRules(registry: MethodRegistry, resource: ResourceDef, rules: readonly string[]): void {
  const byResource = registeredRules.get(registry) ?? new Map<string, readonly string[]>();
  registeredRules.set(registry, byResource.set(resource.name, rules));
}

/** Each registry's per-caller list scopes, by resource: other readers of a resource's rows (the record search) apply them too. */
const registeredScopes = new WeakMap<MethodRegistry, Map<string, NonNullable<ResourceHooks["listScope"]>>>();

/** The conditions a resource's list adds for this caller on this registry (none when it has no scope). */
export function listScopeOf(registry: MethodRegistry, resourceName: string, call: AuthedCall): Condition[] {
  return registeredScopes.get(registry)?.get(resourceName)?.(call) ?? [];
}

/** The resources `registerResource` put on this registry, each with the hooks, side effects or subset of ops it was given (empty: generic). */
export function resourceRules(registry: MethodRegistry): ReadonlyMap<string, readonly string[]> {
  return registeredRules.get(registry) ?? new Map();
}

/**
 * Registers a resource's generic methods and, when it declares `states`, one method per transition
 * (`hooks.transitions` holds the side-effect hooks its transitions name). The generic writes keep
 * the machine's rules: a new record starts in the initial state, and an editable state only moves
 * along a transition.
 */
export function registerResource(registry: MethodRegistry, resource: ResourceDef, hooks: ResourceHooks & MachineHooks = {}, only?: readonly ResourceOp[]): void {
  const { transitions, ...ownHooks } = hooks;
  const resourceHooks = withWritersOnly(resource, ownHooks);
  const given = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined).map(([k]) => k);
  noteRules(registry, resource, [...given(ownHooks), ...given(transitions ?? {}).map((h) => `transitions.${h}`), ...(only ? [`only ${only.join(",")}`] : [])]);
  if (resourceHooks.listScope) {
    const scopes = registeredScopes.get(registry) ?? new Map<string, NonNullable<ResourceHooks["listScope"]>>();
    registeredScopes.set(registry, scopes.set(resource.name, resourceHooks.listScope));
  }
  for (const def of resourceMethods(resource, machineHooks(resource, resourceHooks), only)) registry.add(def);
  registerMachine(registry, resource, resourceHooks, transitions);
}
