import { pinyin } from "pinyin-pro";

const MAX_READINGS = 16;

export interface PinyinKeys {
  /** Whole readings without spaces, e.g. bowuguan, and for 重庆 both chongqing and zhongqing. */
  readonly full: readonly string[];
  /** First letters, e.g. bwg. */
  readonly initials: readonly string[];
}

/** Every reading of each Han character (polyphonic ones give several); other characters stand for themselves. */
function readingsPerChar(text: string): string[][] {
  return [...text].map((ch) => {
    if (!/\p{Script=Han}/u.test(ch)) return /[\p{L}\p{N}]/u.test(ch) ? [ch.toLowerCase()] : [];
    const all = pinyin(ch, { toneType: "none", multiple: true, type: "array" });
    return all.length > 0 ? [...new Set(all)] : [ch];
  }).filter((r) => r.length > 0);
}

/**
 * The pinyin a title can be typed as: the reading in context first, then the other readings of
 * polyphonic characters (重 as zhong and chong), capped so that long titles stay cheap.
 */
export function pinyinKeys(title: string): PinyinKeys {
  if (!/\p{Script=Han}/u.test(title)) return { full: [], initials: [] };
  const inContext = pinyin(title, { toneType: "none", type: "array", nonZh: "consecutive" })
    .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, "")).filter(Boolean);
  const combos: string[][] = [inContext];
  let partial: string[][] = [[]];
  for (const options of readingsPerChar(title)) {
    const next: string[][] = [];
    for (const p of partial) for (const o of options) if (next.length < MAX_READINGS) next.push([...p, o]);
    partial = next;
  }
  combos.push(...partial);
  const full = new Set<string>();
  const initials = new Set<string>();
  for (const c of combos) {
    full.add(c.join(""));
    initials.add(c.map((s) => s[0] ?? "").join(""));
  }
  return { full: [...full], initials: [...initials] };
}
