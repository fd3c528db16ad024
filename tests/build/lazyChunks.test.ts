// The login page's byte budget is measured as a browser fetches it (tests/e2e/loginBytes.spec.ts);
// this checks the build's shape behind it: every view and the signed-in shell (the frame with the
// palette) are lazy chunks, the login page's graph holds none of them, and no chunk holds pinyin-pro.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type Manifest, type Plugin } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";

let outDir: string;
let manifest: Manifest;
/** Each chunk's file, the chunks it imports statically, and the modules in it. */
const chunks = new Map<string, { imports: string[]; modules: string[] }>();

const collect: Plugin = {
  name: "collect-chunks",
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type === "chunk") chunks.set(out.fileName, { imports: out.imports, modules: out.moduleIds.map((id) => path.relative(process.cwd(), id)) });
    }
  },
};

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-build-"));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "silent", plugins: [collect], build: { outDir, manifest: true, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

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
