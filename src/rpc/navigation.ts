/** How the RPC layer moves the user (to sign in, to the error page); the app plugs in its router. */
export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to, opts) => {
  if (opts?.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
};

export function setNavigator(n: Navigate): void {
  navigate = n;
}

export function go(to: string, opts?: { replace?: boolean }): void {
  navigate(to, opts);
}

/** Where the user is now, to come back to after signing in again. */
export function currentLocation(): string {
  const l = globalThis.location;
  return l ? `${l.pathname}${l.search}${l.hash}` : "/";
}
