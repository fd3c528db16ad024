import { describe, expect, it } from "vitest";
import { opensPath } from "../../src/catalogue";
import { artistWork, paintingWork } from "../../src/catalogue/registry";
import { screenAccess } from "../../src/views/resource/access";
import { offersFor } from "../../src/views/resource/actions/offers";

const row = { Id: 14, ctime: 1, utime: 1, workType: "suha", workId: 7, title: "溪山行旅图" };
const labels = (rights: Record<string, string>, write: boolean) =>
  offersFor(artistWork, { kind: "row", row }, screenAccess(artistWork, write, rights as never)).map((o) => o.label);

describe("an artist's works (content.md §3.4)", () => {
  it("R(artist) alone: 查看 but not 编辑; with W(suha) 编辑 too (the list itself stays read-only)", () => {
    expect(labels({ artist: "READ" }, false)).toEqual(["查看"]);
    expect(labels({ artist: "WRITE" }, true)).toEqual(["查看"]);
    expect(labels({ artist: "READ", suha: "WRITE" }, false)).toEqual(["查看", "编辑"]);
  });

  it("opens the viewer and the work editor of the row's own library and Id", () => {
    const [view, edit] = artistWork.actions;
    expect(opensPath(view, row)).toBe("/suha/artist/suha/view?type=suha&id=7");
    expect(opensPath(edit, row)).toBe("/suha/suhaedit?id=7");
    expect(opensPath(edit, { ...row, workType: "sufa", workId: 3 })).toBe("/sufa/sufaedit?id=3");
  });

  it("书画全库's row actions open 高清查看 and 整页编辑 for the focused work", () => {
    const paths = (paintingWork.actions ?? []).map((a) => opensPath(a, { Id: 42 }));
    expect(paths).toEqual(["/suha/view?type=suha&id=42", "/suha/suhaedit?id=42"]);
  });
});
