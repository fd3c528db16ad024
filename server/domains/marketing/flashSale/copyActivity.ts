/**
 * 复制 on a flash sale or team buy (commerce.md §4.0: allowed in every phase, ended and closed too): a new
 * activity 未发布 with the same goods, prices, rules and window, named「…（副本）」, every counter at 0.
 * Staff then set the dates and publish it; the original is not changed. The console opens the copy.
 */
import { actionOf, validateRecord, type ResourceDef } from "../../../../src/catalogue";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { write, type AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import { recordChange } from "../../../resources/changes";
import { inTransaction } from "../../../resources/methods";
import { selectionPayload, selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { insertRow, lockRow } from "../../../resources/rows";

const NAME_MAX = 40;
/** What a copy does not take over: identity, phase and what orders counted. */
const NOT_COPIED = new Set(["Id", "ctime", "utime", "status", "soldCount", "lockedCount"]);

/** 「name（副本）」, then「name（副本2）」… — a free name within the field's length (team-buy names are unique). */
async function copyName(tx: Tx, resource: ResourceDef, name: string): Promise<string> {
  for (let n = 1; n <= 20; n += 1) {
    const suffix = n === 1 ? "（副本）" : `（副本${n}）`;
    const candidate = name.slice(0, NAME_MAX - suffix.length) + suffix;
    const taken = await byCatalogue(tx).selectFrom(resource.table).select("Id").where("name", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw precondition(`「${name}」的副本过多，请先整理`);
}

export async function copyActivity(tx: Tx, call: AuthedCall, resource: ResourceDef, sourceId: number, actionName: string): Promise<Row> {
  const from = await lockRow(tx, resource, sourceId);
  const content = Object.fromEntries(Object.entries(from).filter(([k]) => !NOT_COPIED.has(k)));
  const counters = Object.fromEntries(resource.fields.filter((f) => f.key === "soldCount" || f.key === "lockedCount").map((f) => [f.key, 0]));
  const name = await copyName(tx, resource, String(from.name));
  const made = await insertRow(tx, resource, { ...content, ...counters, name, status: "DRAFT" }, call.now());
  await recordChange(tx, call, { resource, action: "create", recordId: Number(made.Id), before: null, after: made, method: actionName, summary: `复制：${resource.label}「${String(from.name)}」→「${name}」` });
  return made;
}

/** {service}/<action> `{Id | Ids: [Id]}`: answers the copy as `data`, which the console opens (`makes`). */
export function registerCopyActivity(registry: MethodRegistry, resource: ResourceDef, actionName: string): void {
  const action = actionOf(resource, actionName);
  if (!action) throw new Error(`${resource.name}: action ${actionName} is missing from the catalogue`);
  registry.add(method({
    service: resource.service, method: action.name, access: write(resource.access), input: selectionPayload,
    async handler(call, input: SelectionPayload) {
      const [target] = selectionTargets(input, { label: action.label, single: true, utimeRequired: false });
      if (!target) throw invalid("请提供 Id");
      const checked = validateRecord(action.input, input.data ?? {}, "create");
      if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
      const data = await inTransaction(call.db, (tx) => copyActivity(tx, call, resource, target.id, action.name));
      return { data };
    },
  }));
}

/** The resource as registerActions sees it: the copy action has its own method (it makes a record, it does not patch the row). */
export function withoutAction(resource: ResourceDef, actionName: string): ResourceDef {
  return { ...resource, actions: (resource.actions ?? []).filter((a) => a.name !== actionName) };
}
