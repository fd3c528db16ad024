import { z } from "zod";
import { messages } from "./messages";
import { decodeJson, encodeJson } from "./jsonText";
import type { KindModule } from "./types";

/** Free labels: an array of short strings, stored as JSON, duplicates dropped. */
export const tags: KindModule = {
  kind: "tags",
  schema: (field) => z.array(z.string().min(1).max(64), { error: messages.type(field.label) })
    .refine((v) => field.max === undefined || v.length <= field.max, { message: messages.max(field.label, field.max ?? 0) })
    .transform((v) => [...new Set(v)]),
  column: { sqlite: "text", postgres: "text" },
  encode: encodeJson,
  decode: decodeJson,
  format: (_f, v) => (Array.isArray(v) ? v.join("、") : String(v)),
  filters: [],
  toInput: (v) => (Array.isArray(v) ? v.join("，") : v === null || v === undefined ? "" : String(v)),
  fromInput: (text) => {
    const t = text.trim();
    return t === "" ? null : t.split(/[,，、\n]/).map((s) => s.trim()).filter(Boolean);
  },
  samples: (_f, n) => [[`标签${String(n).padStart(4, "0")}`]],
};
