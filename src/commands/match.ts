/**
 * How well a command matches what was typed: 0 no match, higher is better. Every word typed must
 * match the title or a keyword; exact beats prefix beats substring, and the title beats keywords.
 * Latin letters are not matched as scattered subsequences: `museum` must not find 画单 by its path.
 */
export function matchScore(title: string, keywords: readonly string[], query: string): number {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const t = title.toLowerCase();
  const ks = keywords.map((k) => k.toLowerCase());
  let total = 0;
  for (const w of words) {
    let best = 0;
    if (t === w) best = 1;
    else if (t.startsWith(w)) best = 0.9;
    else if (ks.includes(w)) best = 0.8;
    else if (ks.some((k) => k.startsWith(w))) best = 0.7;
    else if (t.includes(w)) best = 0.6;
    else if (ks.some((k) => k.includes(w))) best = 0.4;
    if (best === 0) return 0;
    total += best;
  }
  return total / words.length;
}
