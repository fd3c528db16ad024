import { pinyin } from "pinyin-pro";

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

/** Readings of one character, the most common first; computed once per character. */
const charCache = new Map<string, readonly string[]>();
function readingsOf(ch: string): readonly string[] {
  let r = charCache.get(ch);
  if (!r) {
    if (HAN.test(ch)) {
      const all = pinyin(ch, { toneType: "none", multiple: true, type: "array" });
      r = all.length > 0 ? [...new Set(all)] : [ch];
    } else r = WORD_CHAR.test(ch) ? [ch.toLowerCase()] : [];
    charCache.set(ch, r);
  }
  return r;
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
