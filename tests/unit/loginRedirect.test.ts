import { expect, it } from "vitest";
import { safeRedirect } from "../../src/app/LoginPage";

it("signing in returns to same-origin paths only", () => {
  expect(safeRedirect("/dataadmin/museum?x=1")).toBe("/dataadmin/museum?x=1");
  expect(safeRedirect(null)).toBe("/welcome");
  expect(safeRedirect("//evil.example/")).toBe("/welcome");
  expect(safeRedirect("https://evil.example/")).toBe("/welcome");
  expect(safeRedirect("/user/login?redirect=/x")).toBe("/welcome");
});
