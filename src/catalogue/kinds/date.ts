import { z } from "zod";
import { messages } from "./messages";
import { textKind } from "./textBase";
import type { KindModule } from "./types";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD` (no time, no zone). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const base = textKind("date");

/** A calendar day: `YYYY-MM-DD` text, which sorts and compares as dates. */
export const date: KindModule = {
  ...base,
  schema: (field) => z.string({ error: messages.type(field.label) }).refine(isCalendarDate, { message: messages.type(field.label) }),
  filters: ["range", "equals"],
  samples: (_f, n) => [new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)],
};
