import { createHash } from "node:crypto";

/**
 * A statement's shape: its SQL with every value replaced by `?` (bound parameters `?`/`$1`, string and
 * number literals), `IN (?, ?, ?)` lists folded to one `?`, whitespace collapsed. Two runs of the same
 * query with other values share a shape; the text holds no visitor's data.
 */
export function normaliseSql(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, "?")
    .replace(/\$\d+/g, "?")
    .replace(/(?<![\w"$.])-?\d+(?:\.\d+)?(?![\w"])/g, "?")
    .replace(/\(\s*\?(?:\s*,\s*\?)+\s*\)/g, "(?)")
    .replace(/\s+/g, " ")
    .trim();
}

/** A short stable fingerprint of a normalised statement (or a method's name). */
export function shapeHashOf(text: string): string {
  return createHash("sha1").update(text).digest("hex").slice(0, 16);
}

export type StatementOp = "select" | "insert" | "update" | "delete" | "command";

/** select / insert / update / delete from the statement's first word (`with …` reads), else command. */
export function opOf(sql: string): StatementOp {
  const word = /^\s*\(*\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase();
  if (word === "select" || word === "with") return "select";
  if (word === "insert" || word === "update" || word === "delete") return word;
  return "command";
}

/** The table a statement is about: the first named after from / into / update / join (quotes dropped). */
export function tableOf(sql: string): string {
  const m = /\b(?:from|into|update|join)\s+("(?:[^"]+)"|`[^`]+`|[A-Za-z_][\w.]*)/i.exec(sql);
  if (!m?.[1]) return "（无表）";
  return m[1].replace(/["`]/g, "").slice(0, 80);
}
