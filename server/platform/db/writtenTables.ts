/**
 * The tables one SQL statement may write, read from its text (SQLite or PostgreSQL, as Kysely
 * compiles it or as a raw `sql` template holds it): INSERT / REPLACE / UPDATE / DELETE / MERGE /
 * TRUNCATE anywhere in it (CTEs, subqueries, trigger bodies), and the table a CREATE / ALTER / DROP
 * TABLE names. Over-approximate on purpose — "may write": a write that changed nothing is fine for
 * a caller that re-reads the tables, a write it never hears of is not. What it cannot see: tables
 * written by triggers or foreign-key actions, and by functions a statement calls (none in this server).
 */

type Token = { readonly word: string; readonly quoted: boolean } | { readonly punct: string };

/** Words that, just before UPDATE / DELETE, make it a clause rather than a statement (`on conflict do update`, `for update`, `on delete restrict`, `after update of … on t`). */
const NOT_A_WRITE_BEFORE = ["do", "for", "key", "on", "of", "before", "after"];

/** A bare word from where `lastIndex` points (sticky: no copy of the rest of a long statement per word). */
const WORD = /[A-Za-z0-9_$\u0080-\uffff]+/y;
/** Statements without one of these words write nothing: most are reads, and need no tokenizing. */
const MAY_WRITE = /\b(?:insert|replace|update|delete|merge|truncate|table)\b/i;

/** Splits into words, quoted identifiers and punctuation; string literals and comments are dropped. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "-" && text[i + 1] === "-") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? n : end + 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'") {
      // '' inside a literal is a quote; E'…' (PostgreSQL) may also escape one with a backslash.
      const escapes = i > 0 && /[eE]/.test(text[i - 1] as string) && !/\w/.test(text[i - 2] ?? "");
      i++;
      while (i < n) {
        if (escapes && text[i] === "\\") i += 2;
        else if (text[i] === "'" && text[i + 1] === "'") i += 2;
        else if (text[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === "\"" || c === "`") {
      let name = "";
      i++;
      while (i < n) {
        if (text[i] === c && text[i + 1] === c) {
          name += c;
          i += 2;
        } else if (text[i] === c) break;
        else name += text[i++];
      }
      i++;
      out.push({ word: name, quoted: true });
    } else if (c === "$" && /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.test(text.slice(i, i + 64))) {
      // A PostgreSQL dollar quote ($$, $tag$): its body (a DO block, a function) is read as statements, since it may write.
      i += (/^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64)) as RegExpExecArray)[0].length;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      WORD.lastIndex = i;
      const word = (WORD.exec(text) as RegExpExecArray)[0];
      out.push({ word: word.toLowerCase(), quoted: false });
      i += word.length;
    } else {
      out.push({ punct: c });
      i++;
    }
  }
  return out;
}

const isWord = (t: Token | undefined, ...words: string[]): boolean => t !== undefined && "word" in t && !t.quoted && words.includes(t.word);

/**
 * The table named at `tokens[at]` (a schema-qualified name gives its last part), skipping the given
 * optional words first; undefined when no name is there.
 */
function nameAt(tokens: readonly Token[], at: number, skip: readonly string[]): { name: string; next: number } | undefined {
  let i = at;
  while (isWord(tokens[i], ...skip)) i++;
  let name: string | undefined;
  for (;;) {
    const t = tokens[i];
    if (t === undefined || !("word" in t)) return name === undefined ? undefined : { name, next: i };
    name = t.word;
    const dot = tokens[i + 1];
    if (dot === undefined || !("punct" in dot) || dot.punct !== ".") return { name, next: i + 1 };
    i += 2;
  }
}

/** The tables `statement` may write; empty for a read. */
export function writtenTables(statement: string): Set<string> {
  const tables = new Set<string>();
  if (!MAY_WRITE.test(statement)) return tables;
  const tokens = tokenize(statement);
  const add = (found: { name: string } | undefined) => {
    if (found) tables.add(found.name);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!("word" in t) || t.quoted) continue;
    const before = tokens[i - 1];
    switch (t.word) {
      case "insert": {
        // insert [or replace|ignore|…] into t
        let j = i + 1;
        if (isWord(tokens[j], "or")) j += 2;
        if (isWord(tokens[j], "into")) add(nameAt(tokens, j + 1, []));
        break;
      }
      case "replace":
        if (!isWord(before, "or") && isWord(tokens[i + 1], "into")) add(nameAt(tokens, i + 2, []));
        break;
      case "merge":
        if (isWord(tokens[i + 1], "into")) add(nameAt(tokens, i + 2, ["only"]));
        break;
      case "update": {
        if (isWord(before, ...NOT_A_WRITE_BEFORE)) break;
        let j = i + 1;
        if (isWord(tokens[j], "or")) j += 2;
        // MERGE's `then update set`: the merge's own target, already counted.
        if (!isWord(tokens[j], "set")) add(nameAt(tokens, j, ["only"]));
        break;
      }
      case "delete":
        if (isWord(before, ...NOT_A_WRITE_BEFORE)) break;
        if (isWord(tokens[i + 1], "from")) add(nameAt(tokens, i + 2, ["only"]));
        break;
      case "truncate": {
        let found = nameAt(tokens, i + 1, ["table", "only"]);
        while (found) {
          tables.add(found.name);
          const sep = tokens[found.next];
          found = sep && "punct" in sep && sep.punct === "," ? nameAt(tokens, found.next + 1, ["only"]) : undefined;
        }
        break;
      }
      case "table":
        // create [temp] [virtual] table [if not exists] t · alter table [if exists] [only] t · drop table [if exists] t
        if (isWord(before, "create", "temp", "temporary", "virtual", "unlogged", "alter", "drop")) add(nameAt(tokens, i + 1, ["if", "not", "exists", "only"]));
        break;
    }
  }
  return tables;
}
