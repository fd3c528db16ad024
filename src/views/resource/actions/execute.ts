import { ALL_ROUTES, transitionMethodName, type ActionDef, type ResourceDef } from "../../../catalogue";
import type { Rec, ResourceClient } from "../../../rpc/resourceClient";
import { rpc } from "../../../rpc/transport";
import type { Operation } from "./offers";
import type { Target } from "./target";
import { downloadAnswer } from "./downloadAnswer";

/** Largest selection one action or transition call may name (the server's limit). */
const CALL_ROWS = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs a view action (no row): `{data}` to its method; answers the server's answer (a job's Id for a job action). */
export async function executeView(def: ResourceDef, op: Operation, input: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (op.kind !== "action") throw new Error("only actions run on a view");
  const answer = await rpc(`${def.service}/${op.action.name}`, { data: input });
  downloadAnswer(answer);
  return answer;
}

/**
 * Runs an action that makes one record (`makes`) from its whole target — the rows as `{Ids}`, or
 * the filter as `{cond}` — in one call; answers where the new record opens (its screen with `?open=`).
 */
export async function executeMakes(def: ResourceDef, action: ActionDef, target: Target, input: Readonly<Record<string, unknown>>): Promise<string> {
  const which = target.kind === "row" ? { Ids: [target.row.Id] } : target.kind === "rows" ? { Ids: target.rows.map((r) => r.Id) } : { cond: target.query.cond };
  const answer = await rpc(`${def.service}/${action.name}`, { ...which, data: input });
  const made = (answer.data as { Id?: unknown } | undefined)?.Id;
  const route = ALL_ROUTES.find((r) => r.view === action.makes && !r.hidden);
  if (!route || typeof made !== "number") throw new Error(`${def.name}.${action.name}: no screen of ${String(action.makes)} to open`);
  return `${route.path}?open=${made}`;
}

/**
 * Runs an operation at once on rows the user sees, and answers how many it changed. One row is sent
 * with its `utime`; several as `{Ids}`, all or nothing per call (transitions: the server checks every
 * row's state in one transaction). Batch jobs take over what a job can do (see useOperations).
 */
export async function execute(
  def: ResourceDef, client: ResourceClient, op: Operation, rows: readonly Rec[], input: Readonly<Record<string, unknown>>, onJob?: (jobId: number) => void,
): Promise<number> {
  if (op.kind === "delete") {
    for (const row of rows) await client.remove(row.Id);
    return rows.length;
  }
  const method = op.kind === "action" ? op.action.name : transitionMethodName(def, op.transition);
  const data = op.kind === "transition" && Object.keys(input).length === 0 ? {} : { data: input };
  const path = `${def.service}/${method}`;
  const [only] = rows;
  if (only && rows.length === 1) {
    // An action re-reads the row (as the palette always did); a transition names the version the user saw.
    const utime = op.kind === "action" ? (await client.get(only.Id)).data.utime : only.utime;
    const answer = await rpc(path, { Id: only.Id, utime, ...data });
    if (op.kind === "action") downloadAnswer(answer);
    // A transition that queues a job (确认发放) answers the record with the job's Id in `jobId`; a row action (导出兑换码) in its `jobField`.
    const jobField = op.kind === "transition" ? (op.transition.job ? "jobId" : undefined) : op.action.jobField;
    const jobId = jobField ? (answer.data as Record<string, unknown>[] | undefined)?.[0]?.[jobField] : undefined;
    if (typeof jobId === "number") onJob?.(jobId);
    return 1;
  }
  for (const part of chunks(rows.map((r) => r.Id), CALL_ROWS)) await rpc(path, { Ids: part, ...data });
  return rows.length;
}
