import { describe, expect, it } from "vitest";
import { canRead, canWrite } from "../../src/acl/rights";
import { pathAllowed, routeAllowed, visibleSections } from "../../src/acl/visibility";

describe("route visibility (spec §6)", () => {
  it("rule 1: a route with no objects is always visible", () => {
    expect(routeAllowed([], undefined)).toBe(true);
    expect(pathAllowed("/account", {})).toBe(true);
  });

  it("rule 2: visible when any object has a right that exists and is not NONE", () => {
    expect(routeAllowed(["hdpic", "shiyShuCai"], { shiyShuCai: "READ" })).toBe(true);
    expect(routeAllowed(["hdpic", "shiyShuCai"], { hdpic: "NONE" })).toBe(false);
    expect(routeAllowed(["hdpic"], {})).toBe(false);
  });

  it("rules 3–4: unaccessible routes are dropped, and a parent with none left disappears", () => {
    const sections = visibleSections({ westart: "READ" });
    const west = sections.find((s) => s.section.path === "/west");
    expect(west?.menu.map((r) => r.path)).toEqual(["/west/westart"]);
    expect(sections.find((s) => s.section.path === "/suha")).toBeUndefined();
    expect(sections.map((s) => s.section.path)).toEqual(["/west"]);
  });

  it("rule 5: /dataadmin and /sysadmin show through their children only", () => {
    const sys = visibleSections({ sysadmin: "READ" }).map((s) => s.section.path);
    expect(sys).toEqual(["/sysadmin", "/zxb"]);
    const data = visibleSections({ artist: "READ" }).find((s) => s.section.path === "/dataadmin");
    expect(data?.menu.map((r) => r.path)).toEqual(["/dataadmin/baseDevice", "/dataadmin/CategoryLabels"]);
  });

  it("hidden routes are openable but not in the menu", () => {
    const hd = visibleSections({ hdpic: "WRITE" }).find((s) => s.section.path === "/hd");
    expect(hd?.routes.map((r) => r.path)).toContain("/hd/hdp/view");
    expect(hd?.menu.map((r) => r.path)).not.toContain("/hd/hdp/view");
    expect(pathAllowed("/hd/hdp/view", { hdpic: "READ" })).toBe(true);
    expect(pathAllowed("/hd/hdp/view", { suha: "READ" })).toBe(false);
  });
});

describe("read and write checks (the deliberate fix of spec §6)", () => {
  it("read is READ or WRITE; write is WRITE only", () => {
    expect(canRead({ suha: "READ" }, "suha")).toBe(true);
    expect(canRead({ suha: "WRITE" }, "suha")).toBe(true);
    expect(canRead({ suha: "NONE" }, "suha")).toBe(false);
    expect(canRead(undefined, "suha")).toBe(false);
    expect(canWrite({ suha: "READ" }, "suha")).toBe(false);
    expect(canWrite({ suha: "WRITE" }, "suha")).toBe(true);
  });
});
