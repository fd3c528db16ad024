import { pinyinKeys } from "./pinyinKeys";
import { searchKeys, type SearchKeys } from "./rank";
import type { Command } from "./types";

/** Search keys (with pinyin) are worked out once per command object and kept while it lives. */
const cache = new WeakMap<Command, SearchKeys>();

export function keysOf(c: Command): SearchKeys {
  let v = cache.get(c);
  if (!v) {
    v = searchKeys(c, pinyinKeys);
    cache.set(c, v);
  }
  return v;
}

type Idle = (run: (deadline: { timeRemaining(): number }) => void) => number;
// Safari has no requestIdleCallback: a timer is near enough.
const onIdle: Idle = (run) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run) : window.setTimeout(() => run({ timeRemaining: () => 8 }), 50));
const cancelIdle = (id: number) => (typeof cancelIdleCallback === "function" ? cancelIdleCallback(id) : window.clearTimeout(id));

/**
 * Works out the keys of `commands` while the browser is idle, a slice at a time (thousands of titles
 * take a while), so that the first keystroke in the palette finds them ready. Answers a cancel.
 */
export function warmKeys(commands: readonly Command[]): () => void {
  let i = 0;
  let id = 0;
  const step = (deadline: { timeRemaining(): number }) => {
    while (i < commands.length && deadline.timeRemaining() > 1) keysOf(commands[i++] as Command);
    if (i < commands.length) id = onIdle(step);
  };
  id = onIdle(step);
  return () => cancelIdle(id);
}
