import type { PinyinKeys } from "./pinyinKeys";
import type { Command } from "./types";

/** What a command can be found by, lower-cased once. */
export interface SearchKeys {
  readonly title: string;
  readonly words: readonly string[];
  readonly pinyin: PinyinKeys;
  /** Everything above in one string: a word found nowhere in it cannot match, which rejects most commands at once. */
  readonly all: string;
}

export function searchKeys(command: Command, pinyinOf: (text: string) => PinyinKeys): SearchKeys {
  const title = command.title.toLowerCase();
  const words = command.keywords.map((k) => k.toLowerCase());
  const pinyin = pinyinOf(command.title);
  return { title, words, pinyin, all: [title, ...words, ...pinyin.full, ...pinyin.initials].join("\u0001") };
}

function anyStartsWith(list: readonly string[], w: string): boolean {
  for (const s of list) if (s.startsWith(w)) return true;
  return false;
}

/**
 * How well one typed word matches: exact and prefix first (title, pinyin, keywords), then pinyin
 * initials, then substrings. 0: no match. Latin letters never match as scattered subsequences.
 */
function wordScore(k: SearchKeys, w: string): number {
  if (!k.all.includes(w)) return 0;
  const { title, words, pinyin } = k;
  if (title === w || pinyin.full.includes(w)) return 100;
  if (title.startsWith(w) || anyStartsWith(pinyin.full, w)) return 90;
  if (words.includes(w)) return 85;
  if (pinyin.initials.includes(w)) return 80;
  if (anyStartsWith(words, w)) return 70;
  if (anyStartsWith(pinyin.initials, w)) return 65;
  if (title.includes(w)) return 50;
  return 30; // inside a pinyin reading or a keyword
}

export function queryWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** A command's score for the query's words: every word must match; the weakest word decides. */
export function wordsScore(k: SearchKeys, words: readonly string[]): number {
  if (words.length === 0) return 1;
  let min = Infinity;
  for (const w of words) {
    const s = wordScore(k, w);
    if (s === 0) return 0;
    if (s < min) min = s;
  }
  return min;
}

export const queryScore = (k: SearchKeys, query: string): number => wordsScore(k, queryWords(query));

/**
 * The commands that match, best first; among equals the more recently used first, then the given
 * order. Scores are few and fixed, so commands are dealt into buckets rather than sorted: linear in
 * the number of commands. Also answers every match, unbounded: when the next query extends this
 * one, only these can match it, so the next keystroke ranks them alone.
 */
export function rankAndMatch(commands: readonly Command[], keysOf: (c: Command) => SearchKeys, query: string, recent: readonly string[], limit = 200): { ranked: Command[]; matched: Command[] } {
  const words = queryWords(query);
  const buckets = new Map<number, Command[]>();
  const matched: Command[] = [];
  for (const c of commands) {
    // Nothing typed matches everything: no keys (and no pinyin) needed for that.
    const s = words.length === 0 ? 1 : wordsScore(keysOf(c), words);
    if (s === 0) continue;
    matched.push(c);
    const b = buckets.get(s);
    if (b) b.push(c);
    else buckets.set(s, [c]);
  }
  const recency = new Map(recent.map((id, i) => [id, recent.length - i]));
  const ranked: Command[] = [];
  for (const score of [...buckets.keys()].sort((a, b) => b - a)) {
    const bucket = buckets.get(score) as Command[];
    const used = bucket.filter((c) => recency.has(c.id)).sort((a, b) => (recency.get(b.id) ?? 0) - (recency.get(a.id) ?? 0));
    for (const c of used.length > 0 ? [...used, ...bucket.filter((c) => !recency.has(c.id))] : bucket) {
      if (ranked.length >= limit) break;
      ranked.push(c);
    }
    if (ranked.length >= limit) break;
  }
  return { ranked, matched };
}

export function rankCommands(commands: readonly Command[], keysOf: (c: Command) => SearchKeys, query: string, recent: readonly string[], limit = 200): Command[] {
  return rankAndMatch(commands, keysOf, query, recent, limit).ranked;
}

/**
 * Ranks one pool of commands as the user types. Typing on narrows: a query that extends the last
 * one can only match what the last one matched, so each keystroke ranks those alone. One ranker per
 * pool (the palette makes a new one when its commands change).
 */
export function narrowingRanker(pool: readonly Command[], keysOf: (c: Command) => SearchKeys): (query: string, recent: readonly string[], limit: number) => Command[] {
  let last: { query: string; matched: readonly Command[] } | null = null;
  return (query, recent, limit) => {
    const base = last && query.startsWith(last.query) ? last.matched : pool;
    const { ranked, matched } = rankAndMatch(base, keysOf, query, recent, limit);
    last = { query, matched };
    return ranked;
  };
}
