import { z } from "zod";
import { maxLengthOf, type FieldDef, type FieldKind } from "../fields";
import { messages } from "./messages";
import type { KindModule } from "./types";

const pad = (n: number) => String(n).padStart(4, "0");

/** Text shapes tried in order until one passes a field's own pattern; each keeps one prefix and a padded number, so any collation sorts them alike. */
export const TEXT_SAMPLES: readonly ((n: number) => string)[] = [
  (n) => `样例${pad(n)}`,
  (n) => `Sample_${pad(n)}`,
  (n) => `SAMPLE_${pad(n)}`,
  (n) => `1.0.${pad(n)}`,
  (n) => `s${pad(n)}.example.com`,
  // Digits only: a mainland mobile number, a six-digit code (postcode, GB/T 2260 region).
  (n) => `1380000${pad(n)}`,
  (n) => `11${pad(n)}`,
  // Codes with fixed shapes (mobiles, 20-digit 数电 invoice numbers, 统一社会信用代码, short code prefixes).
  (n) => `1390000${pad(n)}`,
  (n) => `2644200000000000${pad(n)}`,
  (n) => `91330106MA2K${pad(n)}XY`,
  (n) => pad(n),
  // A 21-digit 普查登记号 (relics); a 13-digit ISBN with its check digit (books).
  (n) => `11010100000000000${pad(n)}`,
  (n) => withIsbnCheck(`97800000${pad(n)}`),
  // A Wikidata item (Western artists).
  (n) => `Q${pad(n)}`,
  // Chinese only (范文正文): the number in Chinese digits; one Han character (a glyph's 字).
  (n) => `样例${[...pad(n)].map((d) => "〇一二三四五六七八九"[Number(d)]).join("")}`,
  (n) => String.fromCharCode(0x4e00 + (n % 20_000)),
  // camelCase codes (标注标签 collectorSeal), a #RRGGBB colour, a single digit 1–9 (a hotkey).
  (n) => `sample${pad(n)}`,
  (n) => `#${((n * 99_991) % 0xffffff).toString(16).padStart(6, "0")}`,
  (n) => String(1 + (n % 9)),
];

/** An ISBN-13 from its first 12 digits. */
function withIsbnCheck(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** A string kind: code-point length limits, the field's own pattern, and the kind's own check. */
export function textKind(kind: FieldKind, options: {
  /** The kind's own rule for a well-formed value (e-mail, URL…). */
  valid?: (value: string) => boolean;
  samples?: (field: FieldDef, n: number) => readonly unknown[];
  filters?: KindModule["filters"];
  /** Long texts keep their white space when read back from an input. */
  keepSpace?: boolean;
} = {}): KindModule {
  return {
    kind,
    schema(field) {
      const { label } = field;
      const max = maxLengthOf(field);
      const pattern = field.pattern === undefined ? null : new RegExp(field.pattern);
      return z.string({ error: messages.type(label) })
        .refine((v) => field.minLength === undefined || [...v].length >= field.minLength, { message: messages.minLength(label, field.minLength ?? 0), abort: true })
        .refine((v) => max === undefined || [...v].length <= max, { message: messages.maxLength(label, max ?? 0), abort: true })
        .refine((v) => !options.valid || options.valid(v), { message: messages.pattern(label), abort: true })
        .refine((v) => !pattern || pattern.test(v), { message: field.patternMessage ?? messages.pattern(label), abort: true });
    },
    column: { sqlite: "text", postgres: "text" },
    encode: (v) => v,
    decode: (v) => v,
    format: (_field, v) => String(v),
    filters: options.filters ?? ["contains"],
    toInput: (v) => (v === null || v === undefined ? "" : String(v)),
    fromInput: (text) => {
      const t = options.keepSpace ? text : text.trim();
      return t === "" ? null : t;
    },
    samples: options.samples ?? ((_f, n) => TEXT_SAMPLES.map((s) => s(n))),
  };
}
