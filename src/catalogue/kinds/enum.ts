import { z } from "zod";
import { messages } from "./messages";
import { textKind } from "./textBase";
import type { KindModule } from "./types";

const base = textKind("enum");

/** One of the field's fixed options (a code), shown by its Chinese label. */
export const enumKind: KindModule = {
  ...base,
  schema: (field) => z.string({ error: messages.type(field.label) })
    .refine((v) => field.options?.some((o) => o.value === v) ?? false, { message: messages.option(field.label) }),
  format: (field, v) => field.options?.find((o) => o.value === v)?.label ?? String(v),
  filters: ["equals", "in"],
  // Consecutive records take consecutive options, so a unique enum stays unique for `options.length` records.
  samples: (field, n) => (field.options?.length ? [field.options[n % field.options.length]?.value] : []),
};
