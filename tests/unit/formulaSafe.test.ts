import { describe, expect, it } from "vitest";
import { MONEY_NUM_FMT } from "../../src/catalogue";
import { formatCell } from "../../server/platform/jobs/format";
import { formulaSafe, formulaSafeCell } from "../../server/platform/jobs/formulaSafe";
import { errorReportCsv } from "../../server/domains/hd/hdImportTask/importJob";

/** The CSV-injection neutraliser of exports (OWASP): text that starts a formula gets a leading quote. */
describe("formulaSafe", () => {
  it("puts a quote before every formula start: = + - @ tab and carriage return", () => {
    expect(formulaSafe('=HYPERLINK("http://evil.example","点我")')).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(formulaSafe("+1+2")).toBe("'+1+2");
    expect(formulaSafe("-2+3")).toBe("'-2+3");
    expect(formulaSafe("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(formulaSafe("\t=1+1")).toBe("'\t=1+1");
    expect(formulaSafe("\r=1+1")).toBe("'\r=1+1");
  });

  it("leaves other text as it is, formulas inside the text included", () => {
    for (const text of ["故宫博物院", "a=b", "1-2", " =1", "'quoted", "", "２０２６", "VIP2026"]) expect(formulaSafe(text)).toBe(text);
  });

  it("keeps numbers and money numbers, negative amounts included", () => {
    const money = formatCell({ key: "amount", label: "金额", kind: "money" }, -12_345);
    expect(formulaSafeCell(money)).toEqual({ value: -123.45, numFmt: MONEY_NUM_FMT });
    expect(formulaSafeCell(formatCell({ key: "n", label: "数量", kind: "integer" }, -7))).toEqual({ value: -7 });
    expect(formulaSafeCell({ value: null })).toEqual({ value: null });
    // A number field holding text is text, and made safe like any text.
    expect(formulaSafeCell(formatCell({ key: "n", label: "数量", kind: "integer" }, "-1+1"))).toEqual({ value: "'-1+1" });
  });

  it("makes the labels and titles of an export safe too (they come from data)", () => {
    const dict = { dicts: new Map([["role", new Map([["x", "=1+1"]])]]), refs: new Map() };
    expect(formulaSafeCell(formatCell({ key: "r", label: "角色", kind: "dict", dict: "role" }, "x", dict)).value).toBe("'=1+1");
    expect(formulaSafeCell(formatCell({ key: "t", label: "标签", kind: "tags" }, ["@a", "b"])).value).toBe("'@a、b");
  });

  it("writes an HD import's error report without formulas", () => {
    const csv = errorReportCsv([{ rowNo: 2, fileKey: "=cmd|' /C calc'!A0", message: "+文件不存在" }]);
    expect(csv.split("\n")[1]).toBe("2,'=cmd|' /C calc'!A0,'+文件不存在");
  });
});
