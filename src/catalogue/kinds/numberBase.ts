import { z } from "zod";
import type { FieldDef, FieldKind } from "../fields";
import { messages } from "./messages";
import type { ColumnType, KindModule } from "./types";

/** Largest Id a reference can hold (a PostgreSQL integer). */
export const MAX_REF_ID = 2_147_483_647;

/** A number kind: finite, whole unless decimal, within the field's (and the column's) limits. */
export function numberKind(kind: FieldKind, options: {
  whole: boolean;
  column: { sqlite: ColumnType; postgres: ColumnType };
  /** The column's own bounds, checked before the field's. */
  bounds?: { min: number; max: number; message: (label: string) => string };
  format?: (value: number) => string;
  toInput?: (value: number) => string;
  fromInput?: (text: string) => unknown;
  samples?: (field: FieldDef, n: number) => readonly unknown[];
  filters?: KindModule["filters"];
}): KindModule {
  return {
    kind,
    schema(field) {
      const { label } = field;
      const type = messages.type(label);
      return z.number({ error: type })
        .refine((v) => Number.isFinite(v) && (!options.whole || Number.isSafeInteger(v)), { message: type, abort: true })
        .refine((v) => !options.bounds || (v >= options.bounds.min && v <= options.bounds.max), { message: options.bounds?.message(label) ?? type, abort: true })
        .refine((v) => field.min === undefined || v >= field.min, { message: messages.min(label, field.min ?? 0), abort: true })
        .refine((v) => field.max === undefined || v <= field.max, { message: messages.max(label, field.max ?? 0), abort: true });
    },
    column: options.column,
    encode: (v) => v,
    // PostgreSQL answers bigint as a string.
    decode: (v) => (typeof v === "string" ? Number(v) : v),
    format: (_field, v) => (typeof v === "number" && options.format ? options.format(v) : String(v)),
    filters: options.filters ?? ["equals", "in", "range"],
    toInput: (v) => (typeof v === "number" ? (options.toInput ? options.toInput(v) : String(v)) : v === null || v === undefined ? "" : String(v)),
    fromInput: options.fromInput ?? ((text) => {
      const t = text.trim();
      if (t === "") return null;
      const n = Number(t);
      return Number.isFinite(n) ? n : t;
    }),
    samples: options.samples ?? ((field, n) => {
      const lo = field.min ?? 0;
      const hi = field.max ?? lo + 1_000_000;
      return [lo + (n % (hi - lo + 1))];
    }),
  };
}
