/**
 * The auction seed moves its records through the same rules staff use (transitions, bids,
 * settlement, payment), each on a clock set in the past, so that what the demo shows is what the
 * server would have written: orders, ledger entries, work states and change records agree.
 */
import { transitionOf, type ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { dialectOf, lockRow } from "../../../resources/rows";
import { applyTransition, type TransitionHook } from "../../../resources/transitions";

/** A settable clock and the call the rules see: the first console user, at the clock's time. */
export interface SeedCall {
  readonly call: AuthedCall;
  at(ms: number): void;
}

export async function seedCall(tx: Tx, fallbackNow: number): Promise<SeedCall> {
  const user = await tx.selectFrom("console_user").select(["Id", "userName", "nickName", "role"]).orderBy("Id").executeTakeFirst();
  let clock = fallbackNow;
  const call = {
    user: { Id: Number(user?.Id ?? 0), userName: String(user?.userName ?? "admin"), nickName: String(user?.nickName ?? "管理员"), role: String(user?.role ?? "sysadmin"), rights: {}, tokenHash: "" },
    now: () => clock, dialect: dialectOf(tx), ip: "127.0.0.1", path: "seed", token: undefined,
  } as unknown as AuthedCall;
  return { call, at: (ms) => void (clock = ms) };
}

/** Takes transition `name` of `resource` on record `id` with its hook, as its method would. */
export async function step(tx: Tx, call: AuthedCall, resource: ResourceDef, name: string, id: number, hook: TransitionHook | undefined, input: Record<string, unknown> = {}): Promise<Row> {
  const transition = transitionOf(resource, name);
  if (!transition) throw new Error(`${resource.name} has no transition ${name}`);
  const current = await lockRow(tx, resource, id);
  return applyTransition(tx, call, resource, transition, current, input, { sideEffect: hook });
}
