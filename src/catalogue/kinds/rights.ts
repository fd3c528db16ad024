import { z } from "zod";
import { isAccessLevel, isAccessObject } from "../access";
import { messages } from "./messages";
import { decodeJson, encodeJson } from "./jsonText";
import type { KindModule } from "./types";

/** A user's rights: `{rights: {object: level}}`, only known objects and levels. */
export const rights: KindModule = {
  kind: "rights",
  schema: (field) => z.custom<{ rights: Record<string, string> }>((v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
    const r = (v as { rights?: unknown }).rights;
    if (typeof r !== "object" || r === null || Array.isArray(r)) return false;
    return Object.entries(r).every(([k, level]) => isAccessObject(k) && isAccessLevel(level));
  }, { message: messages.type(field.label) }).transform((v) => ({ rights: v.rights })),
  column: { sqlite: "text", postgres: "text" },
  encode: encodeJson,
  decode: decodeJson,
  format: (_f, v) => JSON.stringify(v),
  filters: [],
  toInput: (v) => JSON.stringify((v as { rights?: unknown } | null)?.rights ?? {}),
  fromInput: (text) => ({ rights: JSON.parse(text || "{}") as unknown }),
  // Rights depend on who creates the record: the caller supplies them.
  samples: () => [],
};
