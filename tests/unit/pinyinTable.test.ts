import { pinyin } from "pinyin-pro";
import { describe, expect, it } from "vitest";
import { pinyinTableSource, renderTable, TABLE_FILE } from "../../scripts/pinyin-table";
import { ALL_ROUTES } from "../../src/catalogue";
import { pinyinKeys } from "../../src/commands/pinyinKeys";

/** What the palette computed in the browser with pinyin-pro before the table: every reading of each character. */
function referenceFull(title: string): string {
  return [...title].map((ch) => (/\p{Script=Han}/u.test(ch) ? pinyin(ch, { toneType: "none", type: "array", multiple: true })[0] : /[\p{L}\p{N}]/u.test(ch) ? ch.toLowerCase() : "")).join("");
}

describe("the build-time pinyin table", () => {
  it("is made fresh from the source by every build, and lists each character of every route title", () => {
    const fresh = renderTable();
    expect(pinyinTableSource(TABLE_FILE)).toBe(fresh);
    expect(pinyinTableSource(`${TABLE_FILE}?v=1`)).toBe(fresh);
    expect(pinyinTableSource("src/commands/pinyinKeys.ts")).toBeNull();
    const listed = new Set(fresh.split("\n").map((line) => line.split(" ")[0]));
    const missing = ALL_ROUTES.flatMap((r) => [...r.title]).filter((ch) => /\p{Script=Han}/u.test(ch) && !listed.has(ch));
    expect(missing).toEqual([]);
  });

  it("gives every route title the pinyin pinyin-pro gives it, most common reading first", () => {
    for (const r of ALL_ROUTES) {
      const keys = pinyinKeys(r.title);
      expect(keys.full[0], r.title).toBe(referenceFull(r.title));
    }
  });

  it("finds 博物馆管理 by its initials and its full reading, and 重 both ways", () => {
    expect(pinyinKeys("博物馆管理")).toEqual({ full: ["bowuguanguanli"], initials: ["bwggl"] });
    expect(pinyinKeys("重置密码").full).toEqual(expect.arrayContaining(["zhongzhimima", "chongzhimima"]));
  });

  it("leaves a character only seen at run time as itself, without failing the rest", () => {
    // 龘 appears nowhere in the console's source, so the table has no reading for it.
    expect(pinyinKeys("博物馆龘")).toEqual({ full: ["bowuguan龘"], initials: ["bwg龘"] });
  });
});
