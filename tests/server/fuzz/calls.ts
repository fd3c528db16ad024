/** Sending one fuzzed payload, judging the answer (property 1), and rendering a payload for a failure message. */
import type { TestServer } from "../harness";
import { CTX, type Payload } from "./payloads";

export function bodyText(p: Payload, token: string | undefined): string {
  if ("raw" in p) return p.raw.replace(CTX, token === undefined ? "" : `"context":{"token":${JSON.stringify(token)}},`);
  const v = p.json;
  if (token === undefined || typeof v !== "object" || v === null || Array.isArray(v)) return JSON.stringify(v);
  return JSON.stringify({ ...v, context: { token, tourToken: token, tdid: "" } });
}

/** The server's console.error output during a call: each error's first line and its first project frames. */
function formatLog(args: unknown[]): string {
  return args.map((a) => {
    if (!(a instanceof Error)) return String(a);
    const frames = (a.stack ?? "").split("\n").slice(1).map((l) => l.trim()).filter((l) => !l.includes("node_modules") && !l.includes("node:")).slice(0, 3);
    const cause = a.cause instanceof Error ? ` (cause: ${a.cause.message})` : "";
    return [`${a.name}: ${a.message}${cause}`, ...frames].join(" | ");
  }).join(" ");
}

export async function post(t: TestServer, path: string, body: string, ip: string): Promise<{ status: number; text: string; log: string[] }> {
  const log: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    log.push(formatLog(args));
  };
  try {
    const res = await t.server.app.request(`/api/${t.server.deps.config.namespace}.${path}`, {
      method: "POST", headers: { "content-type": "application/json" }, body,
    }, { incoming: { socket: { remoteAddress: ip } } });
    return { status: res.status, text: await res.text(), log };
  } finally {
    console.error = original;
  }
}

/** Property 1: a 4xx or 200, and a JSON body with `code` and a non-empty `message`. */
export function answerProblem(status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status} with a body that is not JSON`;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return `HTTP ${status} with a body that is not an object`;
  const b = body as Record<string, unknown>;
  if (b.code === undefined || b.code === null) return `HTTP ${status} without a code`;
  if (typeof b.message !== "string" || b.message === "") return `HTTP ${status} without a message`;
  return null;
}

/** A short, exact-enough rendering of a (possibly huge or deep) payload for the failure message. */
function summarize(value: unknown, depth = 0): string {
  if (typeof value === "string") return value.length > 60 ? `${JSON.stringify(value.slice(0, 24))}…(${value.length} chars)` : JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value !== "object" || value === null) return String(value);
  if (depth >= 6) {
    let d = 0;
    let v: unknown = value;
    while (typeof v === "object" && v !== null) {
      v = Array.isArray(v) ? v[0] : Object.values(v)[0];
      d++;
    }
    return `…(${d} more levels)`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => summarize(v, depth + 1)).join(",")}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${summarize(v, depth + 1)}`).join(",")}}`;
}

export function summarizePayload(p: Payload): string {
  if ("json" in p) return summarize(p.json);
  // Runs of a repeated piece (`[[[[…`, `{"a":{"a":…`) are shown as the piece and a count.
  const text = p.raw.replace(CTX, "<context>").replace(/(.{1,6}?)\1{7,}/gs, (run: string, unit: string) => `‹${unit}›×${run.length / unit.length}`);
  return `raw ${text.length > 300 ? `${JSON.stringify(text.slice(0, 240))}…(${text.length} chars)` : JSON.stringify(text)}`;
}

/** Whether a payload names the administrator's own account (which the admin run must not change). */
export function touchesAdmin(p: Payload, adminId: number): boolean {
  let v: unknown;
  if ("json" in p) v = p.json;
  else {
    try {
      v = JSON.parse(p.raw.replace(CTX, ""));
    } catch {
      return false;
    }
  }
  if (typeof v !== "object" || v === null) return false;
  const o = v as { Id?: unknown; Ids?: unknown };
  return o.Id === adminId || (Array.isArray(o.Ids) && o.Ids.includes(adminId));
}
