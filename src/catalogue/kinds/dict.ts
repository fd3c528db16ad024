import { textKind } from "./textBase";
import type { KindModule } from "./types";

const base = textKind("dict");

/** A value of one of the dictionaries (or a tag tree), shown by its label once the console has it. */
export const dict: KindModule = {
  ...base,
  format: (field, v, ctx) => {
    const value = String(v);
    if (field.tag) return ctx?.tagLabel?.(field.tag, value) ?? value;
    return (field.dict && ctx?.dictLabel?.(field.dict, value)) || value;
  },
  filters: ["equals", "in"],
  // Dictionary values live in the database: the caller supplies them.
  samples: () => [],
};
