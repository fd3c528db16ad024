import { describe, expect, it } from "vitest";
import { jsonq, maskOf, pageOf, sortAscendOnly, sortFirstKeyAscending } from "../../../src/rpc/listPayload";

describe("list payload helpers (spec §7, §9)", () => {
  it("pages are 1-based: skip = (current − 1) × pageSize", () => {
    expect(pageOf(1, 20)).toEqual({ skip: 0, limit: 20 });
    expect(pageOf(3, 50)).toEqual({ skip: 100, limit: 50 });
  });
  it("jsonq drops empty filters", () => {
    expect(jsonq({ name: "故宫", nameEn: "", city: undefined })).toBe('{"name":"故宫"}');
  });
  it("the mask is every column's dataIndex, flattened", () => {
    expect(maskOf([{ dataIndex: "name" }, { dataIndex: ["acl", "rights"] }, {}])).toEqual(["name", "acl", "rights"]);
  });
  it("museum and tag types: the sorter's key (default utime), ascending only for 'ascend'", () => {
    expect(sortAscendOnly({})).toEqual({ by: "utime", asc: false });
    expect(sortAscendOnly({ name: "ascend" })).toEqual({ by: "name", asc: true });
    expect(sortAscendOnly({ name: "descend" })).toEqual({ by: "name", asc: false });
  });
  it("users: the sorter's first key, always ascending", () => {
    expect(sortFirstKeyAscending({ nickName: "descend", userName: "ascend" })).toEqual({ by: "nickName", asc: true });
    expect(sortFirstKeyAscending({})).toEqual({ by: "userName", asc: true });
  });
});
