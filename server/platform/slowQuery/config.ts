/**
 * The slow-query recorder's settings (server/platform/slowQuery), added to the server's Config here so
 * the platform's own interface stays as it is.
 *   MOYUAN_SLOW_CALL_MS   an RPC call taking at least this long is recorded (default 500; `off`: none)
 *   MOYUAN_SLOW_QUERY_MS  a database statement taking at least this long is recorded (default 100, MongoDB's
 *                         slowms; `off`: none)
 * 0 records every call or statement (tests).
 */
export interface SlowQueryConfig {
  /** Milliseconds; Infinity: calls are not recorded. */
  readonly callMs: number;
  /** Milliseconds; Infinity: statements are not recorded. */
  readonly statementMs: number;
}

declare module "../config" {
  interface Config {
    readonly slowQuery: SlowQueryConfig;
  }
}

function threshold(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (raw.toLowerCase() === "off") return Number.POSITIVE_INFINITY;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 3_600_000) throw new Error(`${name} must be off or an integer from 0 to 3600000, got "${raw}"`);
  return n;
}

export function loadSlowQueryConfig(env: NodeJS.ProcessEnv): SlowQueryConfig {
  return { callMs: threshold(env, "MOYUAN_SLOW_CALL_MS", 500), statementMs: threshold(env, "MOYUAN_SLOW_QUERY_MS", 100) };
}
