import type { Cell } from "./format";

/**
 * What a spreadsheet takes for the start of a formula when it reads a cell typed in or opened from
 * CSV (OWASP "CSV injection"): = + - @, and a tab or carriage return before one of them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text from data as a spreadsheet must show it, never run it: a leading `'` before a formula start
 * (OWASP's advice). The xlsx cell is already text; the quote keeps it text after a save as CSV too.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An export cell with its text made formula-safe; numbers (money, negative amounts) stay numbers. */
export function formulaSafeCell(cell: Cell): Cell {
  return typeof cell.value === "string" ? { ...cell, value: formulaSafe(cell.value) } : cell;
}
