import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "..", "e2e");

// A spec that took `test` from @playwright/test would have no server: each worker's server and the
// tests' baseURL come from the fixtures.
it("every end-to-end spec takes test and expect from ./fixtures", () => {
  const specs = fs.readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));
  expect(specs.length).toBeGreaterThan(0);
  for (const spec of specs) {
    const text = fs.readFileSync(path.join(dir, spec), "utf8");
    expect(text, spec).toMatch(/^import \{[^}]*\btest\b[^}]*\} from "\.\/fixtures";$/m);
    expect(text, spec).not.toMatch(/^import \{[^}]*\b(test|expect)\b[^}]*\} from "@playwright\/test";$/m);
  }
});
