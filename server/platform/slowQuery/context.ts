import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the recorder knows about the code running now: the RPC call that issued a statement (its method
 * and caller), or that the recorder itself is writing (never recorded). Carried by AsyncLocalStorage, so
 * a statement deep inside a domain's code is attributed to its call without passing anything along.
 */
export interface CallScope {
  /** `moyuan.OrderServiceAdmin/list`: the path the call was made to. */
  readonly method: string;
  userId: number | null;
  userName: string | null;
}

type Scope = CallScope | { readonly recording: true };

const storage = new AsyncLocalStorage<Scope>();

/** Runs `fn` as the call to `method`; its caller is told later, once its session is known (noteCaller). */
export function inCall<T>(method: string, fn: () => Promise<T>): Promise<T> {
  return storage.run({ method, userId: null, userName: null }, fn);
}

/** The signed-in user of the running call, for the statements that follow. */
export function noteCaller(user: { readonly Id: number; readonly userName: string } | null): void {
  const scope = storage.getStore();
  if (!user || !scope || "recording" in scope) return;
  scope.userId = user.Id;
  scope.userName = user.userName;
}

/** Runs the recorder's own writes: statements inside are never recorded. */
export function asRecorder<T>(fn: () => Promise<T>): Promise<T> {
  return storage.run({ recording: true }, fn);
}

/** The running call, null outside calls (jobs, sweepers), or "recorder" inside the recorder's own writes. */
export function currentScope(): CallScope | null | "recorder" {
  const scope = storage.getStore();
  if (!scope) return null;
  return "recording" in scope ? "recorder" : scope;
}
