import { PINYIN_TABLE } from "./pinyinTable";

const MAX_READINGS = 8;

export interface PinyinKeys {
  /** Whole readings without spaces, e.g. bowuguan, and for 重庆 both chongqing and zhongqing. */
  readonly full: readonly string[];
  /** First letters, e.g. bwg. */
  readonly initials: readonly string[];
}

const NONE: PinyinKeys = { full: [], initials: [] };
const HAN = /\p{Script=Han}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Readings per character, from the table generated at build time out of the console's own Chinese
 * (scripts/pinyin-table.mjs): titles known at build time match by pinyin; a character seen only at
 * run time (a record or dictionary label from the server) has none and matches as itself.
 */
let table: Map<string, readonly string[]> | null = null;
function readingsOf(ch: string): readonly string[] {
  if (!table) {
    table = new Map();
    for (const line of PINYIN_TABLE.split("\n")) {
      const [c, ...readings] = line.split(" ");
      if (c && readings.length > 0) table.set(c, readings);
    }
  }
  const r = table.get(ch);
  if (r) return r;
  if (HAN.test(ch)) return [ch];
  return WORD_CHAR.test(ch) ? [ch.toLowerCase()] : [];
}

/**
 * The pinyin a title can be typed as: every combination of its characters' readings (重 as zhong
 * and chong), the most common first, capped so that long titles stay cheap. Characters are looked
 * up once each, so thousands of titles cost little.
 */
export function pinyinKeys(title: string): PinyinKeys {
  if (!HAN.test(title)) return NONE;
  let partial: string[][] = [[]];
  for (const ch of title) {
    const options = readingsOf(ch);
    if (options.length === 0) continue;
    const next: string[][] = [];
    for (const p of partial) for (const o of options) if (next.length < MAX_READINGS) next.push([...p, o]);
    partial = next;
  }
  const full = new Set<string>();
  const initials = new Set<string>();
  for (const c of partial) {
    full.add(c.join(""));
    initials.add(c.map((s) => s[0] ?? "").join(""));
  }
  return { full: [...full], initials: [...initials] };
}
