import type { PinyinKeys } from "./pinyinKeys";
import type { Command } from "./types";

/** What a command can be found by, lower-cased once. */
export interface SearchKeys {
  readonly title: string;
  readonly words: readonly string[];
  readonly pinyin: PinyinKeys;
}

export function searchKeys(command: Command, pinyinOf: (text: string) => PinyinKeys): SearchKeys {
  return { title: command.title.toLowerCase(), words: command.keywords.map((k) => k.toLowerCase()), pinyin: pinyinOf(command.title) };
}

/**
 * How well one typed word matches: exact and prefix first (title, pinyin, keywords), then pinyin
 * initials, then substrings. 0: no match. Latin letters never match as scattered subsequences.
 */
function wordScore(k: SearchKeys, w: string): number {
  if (k.title === w || k.pinyin.full.includes(w)) return 100;
  if (k.title.startsWith(w) || k.pinyin.full.some((p) => p.startsWith(w))) return 90;
  if (k.words.includes(w)) return 85;
  if (k.pinyin.initials.includes(w)) return 80;
  if (k.words.some((x) => x.startsWith(w))) return 70;
  if (k.pinyin.initials.some((p) => p.startsWith(w))) return 65;
  if (k.title.includes(w)) return 50;
  if (k.pinyin.full.some((p) => p.includes(w)) || k.words.some((x) => x.includes(w))) return 30;
  return 0;
}

/** A command's score for the whole query: every word must match; the weakest word decides. */
export function queryScore(k: SearchKeys, query: string): number {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  let min = Infinity;
  for (const w of words) {
    const s = wordScore(k, w);
    if (s === 0) return 0;
    min = Math.min(min, s);
  }
  return min;
}

/**
 * The commands that match, best first; among equals the more recently used first, then the given
 * order. `limit` bounds what is painted, so that thousands of commands cost one frame.
 */
export function rankCommands(commands: readonly Command[], keysOf: (c: Command) => SearchKeys, query: string, recent: readonly string[], limit = 200): Command[] {
  const recency = new Map(recent.map((id, i) => [id, recent.length - i]));
  const scored: { c: Command; s: number; r: number; i: number }[] = [];
  commands.forEach((c, i) => {
    const s = queryScore(keysOf(c), query);
    if (s > 0) scored.push({ c, s, r: recency.get(c.id) ?? 0, i });
  });
  scored.sort((a, b) => b.s - a.s || b.r - a.r || a.i - b.i);
  return scored.slice(0, limit).map((x) => x.c);
}
