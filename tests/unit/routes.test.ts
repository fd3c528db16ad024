import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES, ROUTE_SECTIONS, type ResolvedRoute } from "../../src/catalogue/routes";

/** The spec as the team shares it, and the copy kept in the repository for clean clones (CI). */
const SHARED_SPEC = path.resolve(import.meta.dirname, "../../../shared/spec/console-spec.md");
const REPO_SPEC = path.resolve(import.meta.dirname, "../../docs/console-spec.md");

it("the repository's copy of the spec is the shared spec (when the shared one is at hand)", () => {
  const copy = fs.readFileSync(REPO_SPEC, "utf8");
  expect(copy).toContain("## 2. Screens and routes");
  if (fs.existsSync(SHARED_SPEC)) expect(copy).toBe(fs.readFileSync(SHARED_SPEC, "utf8"));
});

/** Reads spec §2's route tables: path, notes and objects, with a section's objects inherited. */
function specRoutes(): { path: string; objects: string[]; hidden: boolean; noLayout: boolean; fullScreen: boolean }[] {
  const spec = fs.readFileSync(REPO_SPEC, "utf8");
  const part = spec.slice(spec.indexOf("## 2. Screens and routes"), spec.indexOf("### What particular screens"));
  const out: ReturnType<typeof specRoutes> = [];
  let sectionObjects: string[] = [];
  let header: string[] = [];
  for (const line of part.split("\n")) {
    if (line.startsWith("### ")) {
      const m = /\[([^\]]+)\]/.exec(line);
      sectionObjects = m ? m[1]!.split(",").map((s) => s.trim()) : [];
      header = [];
      continue;
    }
    if (!line.startsWith("|")) continue;
    const cells = line.split("|").slice(1, -1).map((c) => c.trim());
    if (cells[0] === "Route") {
      header = cells;
      continue;
    }
    if (!cells[0]?.startsWith("/")) continue;
    const notes = cells[header.indexOf("Notes")] ?? "";
    const objectsCell = header.includes("Objects") ? cells[header.indexOf("Objects")] : undefined;
    const objects = objectsCell ? objectsCell.split(",").map((s) => s.trim()) : /route filter, no objects/.test(notes) ? [] : sectionObjects;
    out.push({
      path: cells[0],
      objects,
      hidden: /hidden/.test(notes),
      noLayout: /no layout/.test(notes),
      fullScreen: /full-screen/.test(notes),
    });
  }
  return out;
}

describe("the route catalogue", () => {
  const spec = specRoutes();
  const byPath = new Map<string, ResolvedRoute>(ALL_ROUTES.map((r) => [r.path, r]));

  it("reads all 149 routes of spec §2", () => {
    expect(spec).toHaveLength(149);
  });

  it.each(spec.map((r) => [r.path, r] as const))("%s is in the catalogue with the spec's objects and flags", (p, r) => {
    const route = byPath.get(p);
    expect(route, `${p} missing`).toBeDefined();
    expect([...(route?.objects ?? [])].sort()).toEqual([...r.objects].sort());
    expect(Boolean(route?.hidden)).toBe(r.hidden);
    expect(Boolean(route?.noLayout)).toBe(r.noLayout);
    expect(Boolean(route?.fullScreen)).toBe(r.fullScreen);
  });

  it("has no route twice, and every route has a Chinese title", () => {
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ALL_ROUTES) expect(r.title).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("gives each section a distinct sequence key", () => {
    const keys = ROUTE_SECTIONS.map((s) => ("key" in s ? s.key : undefined)).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
