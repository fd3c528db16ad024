// What decides where the per-resource contract runs (contractDatabases.ts): no database here.
import { expect, it } from "vitest";
import { z } from "zod";
import { contributor, domain, museum } from "../../src/catalogue/registry";
import { registerResource } from "../../server/resources/methods";
import { SIGNED_IN } from "../../server/platform/rpc/call";
import { method, MethodRegistry } from "../../server/platform/rpc/registry";
import { GENERIC, sampleOf } from "./contractDatabases";
import { ownRules } from "./ownRules";

it("a resource is generic only when the server registers nothing of its own for it", () => {
  const registry = new MethodRegistry();
  registerResource(registry, museum);
  registerResource(registry, contributor, { beforeWrite: (ctx) => Promise.resolve(ctx.value) });
  expect(ownRules(registry, [museum, contributor, domain])).toEqual(new Map([
    ["museum", []],
    ["contributor", ["beforeWrite"]],
    ["domain", ["generic methods registered by its service"]],
  ]));
  // A method of its service naming its entity is SQL of its own.
  registry.add(method({ service: museum.service, method: "sumMuseums", access: SIGNED_IN, input: z.object({}), handler: () => Promise.resolve({}) }));
  expect(ownRules(registry, [museum]).get("museum")).toEqual([`method ${museum.service}/sumMuseums`]);
});

it("the server's own registry leaves some resources generic, and names why the others are not", () => {
  const rules = ownRules();
  expect(GENERIC.length).toBeGreaterThan(0);
  expect(GENERIC.length).toBeLessThan(rules.size);
  expect(rules.get("consoleUser")).toEqual(expect.arrayContaining(["beforeWrite", "extraKeys"]));
});

it("the PostgreSQL sample is k names, the same for the same rotation", () => {
  const names = Array.from({ length: 13 }, (_, i) => `resource${i}`);
  const a = sampleOf(names, "2120ed0", 6);
  expect(a).toHaveLength(6);
  expect(new Set(a).size).toBe(6);
  expect(a.every((n) => names.includes(n))).toBe(true);
  expect(sampleOf([...names].reverse(), "2120ed0", 6)).toEqual(a);
  expect(sampleOf(names, "108be8b", 6)).not.toEqual(a);
  expect(sampleOf(names, "2120ed0", 20)).toHaveLength(13);
});
