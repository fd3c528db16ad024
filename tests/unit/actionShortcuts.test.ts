import { expect, it } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { GLOBAL_SINGLE_KEYS } from "../../src/commands/globalCommands";
import { GRID_LETTERS } from "../../src/views/resource/hotkeys/useGridHotkeys";

const offersOf = (r: ResourceDef) => [
  ...(r.actions ?? []).map((a) => ({ name: a.name, shortcut: a.shortcut })),
  ...(r.states?.transitions ?? []).map((t) => ({ name: t.name, shortcut: t.shortcut })),
].filter((o): o is { name: string; shortcut: string } => typeof o.shortcut === "string");

it("the grid keeps j k e n x r for itself", () => {
  expect([...GRID_LETTERS].sort()).toEqual(["e", "j", "k", "n", "r", "x"]);
});

it("no action of any resource takes a key the grid keeps (it would never fire from the list)", () => {
  const clashes = (RESOURCES as readonly ResourceDef[]).flatMap((r) =>
    offersOf(r).filter((o) => GRID_LETTERS.includes(o.shortcut.toLowerCase())).map((o) => `${r.name}.${o.name}: ${o.shortcut}`));
  expect(clashes).toEqual([]);
});

it("within one resource, two actions never share a key", () => {
  const twice = (RESOURCES as readonly ResourceDef[]).flatMap((r) => {
    const keys = offersOf(r).map((o) => o.shortcut.toLowerCase());
    return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${r.name}: ${k}`);
  });
  expect(twice).toEqual([]);
});

it("the console keeps ? and g everywhere (the shortcut sheet and the g-prefixed jumps)", () => {
  expect([...GLOBAL_SINGLE_KEYS].sort()).toEqual(["?", "g"]);
});

it("no action of any resource takes a global key or the g prefix (G would shadow g d → 仪表盘)", () => {
  const clashes = (RESOURCES as readonly ResourceDef[]).flatMap((r) =>
    offersOf(r).filter((o) => GLOBAL_SINGLE_KEYS.includes(o.shortcut.toLowerCase())).map((o) => `${r.name}.${o.name}: ${o.shortcut}`));
  expect(clashes).toEqual([]);
});
