// The fuzz's shards together fuzz every method of the registry, each exactly once.
import fs from "node:fs";
import { expect, it } from "vitest";
import { METHODS, methodsOfShard, SHARDS } from "./methods";

it("one shard file per shard, each fuzzing its own number", () => {
  const dir = new URL(".", import.meta.url);
  const files = fs.readdirSync(dir).filter((f) => /^shard-\d+\.test\.ts$/.test(f)).sort();
  const numbers = files.map((f) => Number(/\d+/.exec(f)?.[0]));
  expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: SHARDS }, (_, i) => i + 1));
  for (const f of files) expect(fs.readFileSync(new URL(f, dir), "utf8"), f).toContain(`fuzzShard(${/\d+/.exec(f)?.[0]});`);
});

it("the shards cover every registry key exactly once", () => {
  const keys = METHODS.map((m) => m.key);
  expect(keys.length).toBeGreaterThan(100);
  const sharded = Array.from({ length: SHARDS }, (_, i) => methodsOfShard(i + 1).map((m) => m.key)).flat();
  expect(sharded.sort()).toEqual([...keys].sort());
  expect(new Set(sharded).size).toBe(sharded.length);
  for (let s = 1; s <= SHARDS; s++) expect(methodsOfShard(s).length, `shard ${s}`).toBeGreaterThan(0);
});
