import fs from "node:fs";
import { expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { renderSeedIndex } from "../../scripts/catalogue-index.mjs";

it("the seed factory index lists exactly the factory files (run `npm run catalogue` after adding one)", () => {
  expect(fs.readFileSync("server/seed/factories/index.ts", "utf8")).toBe(renderSeedIndex() as string);
});
