import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { MODULE_FILES } from "../../scripts/catalogue-index.mjs";
import type { ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { ALL_ROUTES, ROUTE_SECTIONS, type RouteDef } from "../../src/catalogue/routes";

// A resource is a module: its catalogue file src/catalogue/resources/<section>/<name>.ts and its folder
// server/domains/<section>/<name>/ (seed.ts, fixture.ts, rules.ts), listed by the generated
// server/domains/index.ts. These checks keep the two places and the index in step.

const ROOT = "server/domains";
const KINDS = Object.keys(MODULE_FILES as Record<string, unknown>);
const CATALOGUE = new Set(RESOURCES.map((r) => r.name as string));

const dirs = (dir: string) => fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory()).sort();
// The metric layer of the dashboards (commerce.md §7.0) answers figures over many resources and is none itself.
const NOT_RESOURCES = new Set(["dashboard/metrics"]);
const folders = dirs(ROOT).flatMap((section) => dirs(path.join(ROOT, section)).map((name) => ({ section, name }))).filter(({ section, name }) => !NOT_RESOURCES.has(`${section}/${name}`));
const moduleFiles = folders.flatMap(({ section, name }) => KINDS.filter((kind) => fs.existsSync(path.join(ROOT, section, name, `${kind}.ts`))).map((kind) => ({ section, name, kind })));

describe("resource modules (server/domains/<section>/<name>/)", () => {
  it("every folder names a catalogue resource, in the section of its catalogue file", () => {
    const stray = folders.filter(({ section, name }) => !fs.existsSync(`src/catalogue/resources/${section}/${name}.ts`) || !CATALOGUE.has(name));
    expect(stray.map(({ section, name }) => `${ROOT}/${section}/${name}`)).toEqual([]);
  });

  it("every section folder holds only resource folders (helpers live inside one, or in server/seed)", () => {
    const loose = dirs(ROOT).flatMap((section) => fs.readdirSync(path.join(ROOT, section)).filter((f) => !fs.statSync(path.join(ROOT, section, f)).isDirectory()).map((f) => `${section}/${f}`));
    expect(loose).toEqual([]);
  });

  it("the generated index lists every module file and nothing else (run `npm run catalogue`)", () => {
    const index = fs.readFileSync(`${ROOT}/index.ts`, "utf8");
    const listed = [...index.matchAll(/^import \{ \w+ as \w+ \} from "\.\/(\w+)\/(\w+)\/(\w+)";$/gm)].map((m) => `${m[1]}/${m[2]}/${m[3]}`).sort();
    expect(listed).toEqual(moduleFiles.map((m) => `${m.section}/${m.name}/${m.kind}`).sort());
  });

  it("each module declares the resource of its folder", async () => {
    const wrong: string[] = [];
    for (const m of moduleFiles) {
      const file = path.resolve(ROOT, m.section, m.name, `${m.kind}.ts`);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const value = mod[m.kind] as { resource?: unknown } | undefined;
      if (!value) {
        wrong.push(`${m.section}/${m.name}/${m.kind}.ts exports no \`${m.kind}\``);
        continue;
      }
      const declared = typeof value.resource === "string" ? value.resource : (value.resource as { name?: string } | undefined)?.name;
      if (declared !== m.name) wrong.push(`${m.section}/${m.name}/${m.kind}.ts declares ${String(declared)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a resource's `route` is a route of the table that names no other view, and renders it", () => {
    const declared = (RESOURCES as readonly ResourceDef[]).filter((r) => r.route !== undefined);
    const table = ROUTE_SECTIONS.flatMap((s) => s.routes as readonly RouteDef[]);
    const wrong = declared.filter((r) => {
      const route = table.find((x) => x.path === r.route);
      return !route || (route.view !== undefined && route.view !== r.name) || ALL_ROUTES.find((x) => x.path === r.route)?.view !== r.name;
    });
    expect(wrong.map((r) => `${r.name} → ${String(r.route)}`)).toEqual([]);
  });

  it("no hand-kept list of resources remains in the contract tests", () => {
    const maps = /^const (GIVEN|ID_OF|PREPARE|INPUT|AFTER_CREATE|BEFORE_CALL|LINKED|SETUP|FOLLOW_PARENT|RANGE_SKIPPED|UPLOADED)\b/m;
    const files = ["tests/server/resourceFixture.ts", "tests/server/transitions.test.ts", "tests/server/resources.test.ts"];
    expect(files.filter((f) => maps.test(fs.readFileSync(f, "utf8")))).toEqual([]);
    expect(fs.existsSync("tests/server/madeFirst.ts")).toBe(false);
  });
});
