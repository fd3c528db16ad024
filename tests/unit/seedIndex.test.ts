import fs from "node:fs";
import { expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { renderDomainIndex, renderRouteIndex } from "../../scripts/catalogue-index.mjs";

it("the resource module index lists exactly the module files of server/domains (run `npm run catalogue` after adding one)", () => {
  expect(fs.readFileSync("server/domains/index.ts", "utf8")).toBe(renderDomainIndex() as string);
});

it("the route index lists exactly the routes the resources declare (run `npm run catalogue`)", () => {
  expect(fs.readFileSync("src/catalogue/resourceRoutes.ts", "utf8")).toBe(renderRouteIndex() as string);
});
