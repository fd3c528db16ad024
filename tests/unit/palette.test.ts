import { describe, expect, it } from "vitest";
import { visibleSections } from "../../src/acl/visibility";
import { ALL_ROUTES, ROUTE_SECTIONS, uniformRights } from "../../src/catalogue";
import { pinyinKeys } from "../../src/commands/pinyinKeys";
import { queryScore, searchKeys } from "../../src/commands/rank";
import type { Command } from "../../src/commands/types";
import { navigationCommands } from "../../src/commands/navigation";
import { pathWords } from "../../src/commands/pathWords";

describe("path words", () => {
  it("splits segments and camelCase into lower-case words", () => {
    expect(pathWords("/wudang/clientConfig")).toEqual(["wudang", "clientconfig", "client", "config"]);
    expect(pathWords("/sellAdmin/TeamBuyList")).toEqual(["selladmin", "sell", "admin", "teambuylist", "team", "buy", "list"]);
  });
});

const matchScore = (title: string, keywords: string[], query: string) =>
  queryScore(searchKeys({ id: title, title, group: "", keywords, run: () => undefined } satisfies Command, pinyinKeys), query);

describe("matching", () => {
  it("finds 博物馆管理 by its English path word and ranks it above scattered letters", () => {
    const museum = matchScore("博物馆管理", ["基础数据", ...pathWords("/dataadmin/museum")], "museum");
    const album = matchScore("画单", ["游客管理", ...pathWords("/tourist/resourceAlbum")], "museum");
    expect(museum).toBeGreaterThan(0);
    expect(album).toBe(0);
  });

  it("ranks exact over prefix over substring, on the title first", () => {
    const exact = matchScore("用户管理", [], "用户管理");
    const prefix = matchScore("用户管理", [], "用户");
    const inner = matchScore("后台用户", [], "用户");
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(inner);
  });

  it("needs every typed word to match", () => {
    expect(matchScore("博物馆管理", ["基础数据", "museum"], "基础 museum")).toBeGreaterThan(0);
    expect(matchScore("博物馆管理", ["基础数据", "museum"], "基础 order")).toBe(0);
  });
});

describe("navigation commands", () => {
  it("one per menu route the user may open, never hidden routes, grouped by section", () => {
    const all = navigationCommands(visibleSections(uniformRights("READ")), () => undefined);
    const menuRoutes = ROUTE_SECTIONS.flatMap((s) => s.routes.filter((r) => !("hidden" in r && r.hidden)));
    expect(all.map((c) => c.path).sort()).toEqual(menuRoutes.map((r) => r.path).sort());
    expect(all.find((c) => c.path === "/dataadmin/museum")?.group).toBe("基础数据");
  });

  it("a user with one right gets only that right's routes, and running one navigates", () => {
    const went: string[] = [];
    const commands = navigationCommands(visibleSections({ ...uniformRights("NONE"), order: "READ" }), (p) => went.push(p));
    expect(commands.length).toBeGreaterThan(0);
    const objectsOf = (path: string | undefined) => ALL_ROUTES.find((r) => r.path === path)?.objects ?? [];
    expect(commands.every((c) => objectsOf(c.path).includes("order"))).toBe(true);
    expect(commands.some((c) => c.path === "/order/vip")).toBe(true);
    expect(commands.some((c) => c.path === "/dataadmin/museum")).toBe(false);
    commands[0]?.run();
    expect(went).toEqual([commands[0]?.path]);
  });
});
