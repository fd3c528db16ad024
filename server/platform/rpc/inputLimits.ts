/**
 * Limits every RPC input must keep, whatever the method: no NUL character in any string or key
 * (PostgreSQL cannot store one and answers an error), and a bounded nesting depth (deeply nested
 * values overflow the stack of any recursive walk, JSON.stringify included).
 */
export const MAX_INPUT_DEPTH = 32;

/** Why a parsed JSON value breaks the limits (in Chinese), or null. Iterative, so any depth is safe to inspect. */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number };
    if (typeof v === "string") {
      if (v.includes("\u0000")) return "参数不能包含空字符（\\u0000）";
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    if (depth >= maxDepth) return `参数嵌套层数过多，最多 ${maxDepth} 层`;
    if (Array.isArray(v)) {
      for (const item of v) stack.push({ v: item, depth: depth + 1 });
      continue;
    }
    for (const [k, item] of Object.entries(v)) {
      if (k.includes("\u0000")) return "参数不能包含空字符（\\u0000）";
      stack.push({ v: item, depth: depth + 1 });
    }
  }
  return null;
}
