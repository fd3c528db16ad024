import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Screens call the typed clients of src/rpc (services.ts, resourceClient), never a method by a path they spell out.
const ROOTS = ["src/views", "src/commands", "src/app"];
const HAND_WRITTEN = /["'`][A-Z][A-Za-z]+Service[A-Za-z]*\//g;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

it("no view, command or frame file spells out a \"Service/method\" path", () => {
  const found = ROOTS.flatMap(files).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(HAND_WRITTEN)].map((m) => `${file}: ${m[0]}`));
  expect(found).toEqual([]);
});
