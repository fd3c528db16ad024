/** How the RPC layer moves the user (to sign in, to the error page); the app plugs in its router. */
export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to, opts) => {
  if (opts?.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
};

export function setNavigator(n: Navigate): void {
  navigate = n;
}

/** Set once the page is being left for good (sign-out): nothing may navigate after that. */
let leaving = false;

export function go(to: string, opts?: { replace?: boolean }): void {
  if (leaving) return;
  navigate(to, opts);
}

/**
 * Loads `to` as a new page, dropping every query and cache with the old one. A router navigation started
 * meanwhile (a query refetched without the token, answered 401, sending to sign-in) would cancel the
 * pending load in Chromium and leave the old screen up, so `go` does nothing from here on.
 */
export function leavePage(to: string): void {
  leaving = true;
  globalThis.location?.replace(to);
}

/** Where the user is now, to come back to after signing in again. */
export function currentLocation(): string {
  const l = globalThis.location;
  return l ? `${l.pathname}${l.search}${l.hash}` : "/";
}
