/** FUZZ_STATS=1 prints how the answers were distributed (caller, kind of method, status, code; with FUZZ_STATS_MSG=1 the message too), to see how deep the payloads reach. */
import type { Caller } from "./callers";
import type { MethodInfo } from "./methods";

const ON = process.env.FUZZ_STATS === "1";

export class Stats {
  readonly #counts = new Map<string, number>();

  count(caller: Caller, info: MethodInfo, status: number, text: string): void {
    if (!ON) return;
    let code = "?";
    try {
      const b = JSON.parse(text) as { code?: unknown; message?: unknown };
      code = process.env.FUZZ_STATS_MSG ? `${String(b.code)} ${String(b.message).slice(0, 50)}` : String(b.code);
    } catch {
      // counted as "?"
    }
    const key = `${caller.name.padEnd(9)} ${info.kind.padEnd(6)} ${status} ${code}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  print(): void {
    if (ON) console.info([...this.#counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join("\n"));
  }
}
