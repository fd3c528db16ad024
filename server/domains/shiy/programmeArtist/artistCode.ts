/**
 * 艺术家代码 (the `shiyArtist` dictionary's value): given on create, or made from the name's pinyin —
 * surname, underscore, given name (陈墨白 → CHEN_MOBAI) — with _2, _3 … when taken.
 */
import { createRequire } from "node:module";
import type * as PinyinPro from "pinyin-pro";
import { programmeArtist } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";

let pinyinPro: typeof PinyinPro | undefined;
// pinyin-pro's dictionaries load on the first code made, not at every start.
const lib = (): typeof PinyinPro => (pinyinPro ??= createRequire(import.meta.url)("pinyin-pro") as typeof PinyinPro);

const MAX = 32;

/** The code a name reads as, before making it unique. */
export function codeOfName(name: string): string {
  const chars = [...name.trim()];
  const read = (s: string) => lib().pinyin(s, { toneType: "none", type: "array", v: true }).join("").toUpperCase().replace(/[^A-Z0-9]/g, "");
  const surname = read(chars[0] ?? "");
  const given = read(chars.slice(1).join(""));
  const code = [surname, given].filter(Boolean).join("_");
  return /^[A-Z]/.test(code) ? code.slice(0, MAX) : `ARTIST${code ? `_${code}` : ""}`.slice(0, MAX);
}

/** The code of a new artist: the one given (the unique check refuses it when taken), else a free one made from the name. */
export async function codeForNewArtist(tx: Tx, given: unknown, name: string): Promise<string> {
  if (typeof given === "string" && given !== "") return given;
  const taken = async (code: string) => Boolean(await tx.selectFrom(programmeArtist.table).select("Id").where("code", "=", code).executeTakeFirst());
  const base = codeOfName(name);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `_${n}`;
    const code = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    if (!(await taken(code))) return code;
  }
}
