/** Where the RPC endpoint lives (DESIGN.md §4): `/api` on the same origin and the `moyuan` namespace, unless built otherwise. */
export const RPC_HOST: string = import.meta.env.VITE_MOYUAN_API_HOST ?? "/api";
export const RPC_NAMESPACE: string = import.meta.env.VITE_MOYUAN_NAMESPACE ?? "moyuan";

/** The page of the default error view (spec §9). */
export const EXCEPTION_PATH = "/exception";
export const LOGIN_PATH = "/user/login";
