import { z } from "zod";
import { maxLengthOf } from "../fields";
import { messages } from "./messages";
import { decodeJson, encodeJson } from "./jsonText";
import type { KindModule } from "./types";

/** Deepest nesting a json field may hold. */
export const MAX_JSON_DEPTH = 16;

/** How deeply a value nests, walked without recursion so that no input can overflow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== "object" || v === null) continue;
    deepest = Math.max(deepest, d + 1);
    for (const item of Object.values(v)) stack.push([item, d + 1]);
  }
  return deepest;
}

/** Structured configuration: an object or array, bounded in depth and size. */
export const json: KindModule = {
  kind: "json",
  schema(field) {
    const { label } = field;
    const max = maxLengthOf(field);
    return z.custom<object>((v) => typeof v === "object" && v !== null, { message: messages.type(label) })
      .refine((v) => jsonDepth(v) <= MAX_JSON_DEPTH, { message: `${label}嵌套层数过多，最多 ${MAX_JSON_DEPTH} 层`, abort: true })
      .refine((v) => max === undefined || JSON.stringify(v).length <= max, { message: messages.maxLength(label, max ?? 0), abort: true });
  },
  column: { sqlite: "text", postgres: "text" },
  encode: encodeJson,
  decode: decodeJson,
  format: (_f, v) => JSON.stringify(v),
  filters: [],
  toInput: (v) => (v === null || v === undefined ? "" : JSON.stringify(v, null, 2)),
  fromInput: (text) => {
    if (text.trim() === "") return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  },
  samples: (_f, n) => [{ sample: n }],
};
