import { describe, expect, it } from "vitest";
import { pinyinKeys } from "../../src/commands/pinyinKeys";
import { queryScore, rankCommands, searchKeys } from "../../src/commands/rank";
import type { Command } from "../../src/commands/types";

const cmd = (id: string, title: string, keywords: string[] = []): Command => ({ id, title, group: "g", keywords, run: () => undefined });
const keys = (c: Command) => searchKeys(c, pinyinKeys);

describe("pinyin keys", () => {
  it("full readings and initials, in context", () => {
    const k = pinyinKeys("博物馆管理");
    expect(k.full).toContain("bowuguanguanli");
    expect(k.initials).toContain("bwggl");
  });

  it("polyphonic characters give every reading: 重 as chong and zhong", () => {
    const k = pinyinKeys("重庆");
    expect(k.full).toContain("chongqing");
    expect(k.full).toContain("zhongqing");
    expect(k.initials).toEqual(expect.arrayContaining(["cq", "zq"]));
  });

  it("Latin titles have no pinyin", () => {
    expect(pinyinKeys("App Store 收据").full.some((f) => f.startsWith("appstore"))).toBe(true);
    expect(pinyinKeys("CSV")).toEqual({ full: [], initials: [] });
  });
});

describe("ranking", () => {
  const museum = cmd("museum", "博物馆管理", ["基础数据", "dataadmin", "museum"]);
  const album = cmd("album", "画单", ["游客管理", "tourist", "resource", "album"]);
  const users = cmd("users", "用户管理", ["系统管理", "sysadmin", "users"]);
  const tourists = cmd("tourists", "游客列表", ["游客管理", "tourist"]);

  it("finds by Chinese, English words, full pinyin and initials; never by scattered letters", () => {
    for (const q of ["博物馆", "museum", "bowuguan", "bwg", "bowu"]) expect(queryScore(keys(museum), q), q).toBeGreaterThan(0);
    expect(queryScore(keys(album), "museum")).toBe(0);
    expect(queryScore(keys(museum), "bwx")).toBe(0);
  });

  it("exact and prefix beat initials, which beat substrings", () => {
    const exact = queryScore(keys(users), "yonghuguanli");
    const prefix = queryScore(keys(users), "yonghu");
    const initials = queryScore(keys(users), "yhgl");
    const inner = queryScore(keys(cmd("x", "后台用户")), "用户");
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(initials);
    expect(initials).toBeGreaterThan(inner);
  });

  it("recently used commands break ties; the given order breaks the rest", () => {
    const a = cmd("a", "游客列表", ["tourist"]);
    const b = cmd("b", "游客地址", ["tourist"]);
    expect(rankCommands([a, b], keys, "youke", []).map((c) => c.id)).toEqual(["a", "b"]);
    expect(rankCommands([a, b], keys, "youke", ["b"]).map((c) => c.id)).toEqual(["b", "a"]);
    expect(rankCommands([tourists, users, museum], keys, "guanli", ["users"]).map((c) => c.id)).toEqual(["users", "museum"]);
  });

  it("bounds what is painted", () => {
    const many = Array.from({ length: 5000 }, (_, i) => cmd(`c${i}`, `命令 ${i}`, ["cmd"]));
    expect(rankCommands(many, keys, "cmd", [], 200)).toHaveLength(200);
  });
});
