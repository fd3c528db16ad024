import { describe, expect, it } from "vitest";
import { canRead, canWrite } from "../../src/acl/rights";
import { pathAllowed, routeAllowed, visibleSections } from "../../src/acl/visibility";
import { ALL_ROUTES } from "../../src/catalogue/routes";
import { RESOURCE_ROUTES } from "../../src/catalogue/resourceRoutes";

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

  it("a route declared only by its resource's `route:` carries that resource as its view (the menu does not mark it 未建成)", () => {
    const data = visibleSections({ artist: "READ" }).find((s) => s.section.path === "/dataadmin");
    expect(data?.menu.find((r) => r.path === "/dataadmin/baseDevice")?.view).toBe("device");
    // Every declared route, for a user who may open it, has the view the router renders.
    const all = visibleSections(Object.fromEntries(ALL_ROUTES.flatMap((r) => r.objects).map((o) => [o, "READ"])));
    const menuViews = new Map(all.flatMap((s) => s.routes).map((r) => [r.path, r.view]));
    for (const [path, resource] of Object.entries(RESOURCE_ROUTES)) expect(menuViews.get(path), path).toBe(resource);
    for (const r of ALL_ROUTES.filter((x) => x.section !== null)) expect(menuViews.get(r.path), r.path).toBe(r.view);
  });
});
