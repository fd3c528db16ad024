/**
 * Words a course page may not carry (commerce.md §1.3 提交审核). No sensitive-word list existed in the
 * server, so this is a first, short list: absolute claims the advertising law forbids and ways of
 * taking buyers off the platform. Operations may extend it; matching ignores case and spaces.
 */
export const SENSITIVE_WORDS: readonly string[] = [
  "最佳", "最好", "第一品牌", "国家级", "世界级", "顶级", "包过", "保过", "百分百", "100%有效",
  "加微信", "加v", "微信号", "vx", "扫码加群", "私下交易", "线下转账",
];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, "");

/** The listed words found in the texts (HTML tags stripped), each once, in list order. */
export function sensitiveWordsIn(texts: readonly unknown[]): string[] {
  const all = normalise(texts.filter((t): t is string => typeof t === "string").map((t) => t.replace(/<[^>]*>/g, "")).join("\n"));
  return SENSITIVE_WORDS.filter((w) => all.includes(normalise(w)));
}
