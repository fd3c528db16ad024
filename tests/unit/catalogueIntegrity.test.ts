import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_ROUTES, methodName, SPECIAL_VIEWS, STATE_TONES, SYSTEM_FIELDS, transitionMethodName, type ResourceDef } from "../../src/catalogue";
import { RESOURCES, resourceByName } from "../../src/catalogue/registry";
import { buildRegistry } from "../../server/services";
// @ts-expect-error: a plain ES module script without types
import { renderIndex } from "../../scripts/catalogue-index.mjs";

const resources: readonly ResourceDef[] = RESOURCES;
const hasField = (r: ResourceDef, key: string) => (SYSTEM_FIELDS as readonly string[]).includes(key) || r.fields.some((f) => f.key === key);

describe("the catalogue holds together", () => {
  it("the resource index lists exactly the resource files (run `npm run catalogue` after adding one)", () => {
    expect(fs.readFileSync("src/catalogue/resources/index.ts", "utf8")).toBe(renderIndex() as string);
  });

  it("every reference, parent and child link names a resource, and points at a real field", () => {
    for (const r of resources) {
      for (const f of [...r.fields, ...(r.actions ?? []).flatMap((a) => a.input)]) {
        if (f.kind === "ref") expect(resourceByName(f.ref ?? ""), `${r.name}.${f.key} → ${f.ref}`).toBeDefined();
      }
      if (r.parent) {
        expect(resourceByName(r.parent.resource), `${r.name} parent`).toBeDefined();
        expect(hasField(r, r.parent.key), `${r.name} parent key`).toBe(true);
      }
    }
  });

  it("a refs picker's scope names filterable fields of its target and fields of its own form", () => {
    for (const r of resources) {
      const forms = [r.fields, ...(r.actions ?? []).map((a) => a.input)];
      for (const form of forms) {
        for (const f of form.filter((x) => x.refScope)) {
          const target = resourceByName(f.ref ?? "");
          expect(f.picker === "refs" && target, `${r.name}.${f.key}: refScope goes with picker "refs" and a ref`).toBeTruthy();
          for (const [key, rule] of Object.entries(f.refScope ?? {})) {
            const on = target!.fields.find((x) => x.key === key);
            expect(on?.filter === true || target!.parent?.key === key, `${r.name}.${f.key}: ${target!.name}.${key} is filterable`).toBe(true);
            if (typeof rule === "object") expect(form.some((x) => x.key === rule.field), `${r.name}.${f.key}: follows ${rule.field} of the same form`).toBe(true);
          }
        }
      }
    }
  });

  it("titleField and defaultSort name fields of their resource", () => {
    for (const r of resources) {
      expect(hasField(r, r.titleField), `${r.name}.titleField`).toBe(true);
      expect(hasField(r, r.defaultSort.by), `${r.name}.defaultSort`).toBe(true);
    }
  });

  it("tables, names and methods are unique", () => {
    const tables = resources.map((r) => r.table);
    expect(new Set(tables).size).toBe(tables.length);
    const names = resources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const methods = resources.flatMap((r) => [
      ...r.ops.map((op) => `${r.service}/${methodName(r, op)}`),
      ...(r.actions ?? []).map((a) => `${r.service}/${a.name}`),
      ...(r.states?.transitions ?? []).map((t) => `${r.service}/${transitionMethodName(r, t)}`),
    ]);
    expect(methods.filter((m, i) => methods.indexOf(m) !== i)).toEqual([]);
  });

  it("every operation and every action has a server method", () => {
    const served = new Set(buildRegistry().keys());
    for (const r of resources) {
      const ops = r.readOnly ? r.ops.filter((op) => op === "list" || op === "get") : r.ops;
      for (const op of ops) expect(served.has(`${r.service}/${methodName(r, op)}`), `${r.name} ${op}`).toBe(true);
      // An action that only opens another screen (ActionDef.opens) has no method; one whose path names a route that exists
      // (a row's screen, or a page for the whole view: 批量上传).
      for (const a of r.actions ?? []) {
        if (a.opens !== undefined) {
          const path = a.opens.split("?")[0] as string;
          const known = ALL_ROUTES.some((route) => route.path === path) || path.includes("{");
          expect(known && a.scope !== "rows", `${r.name} action ${a.name} opens ${a.opens}`).toBe(true);
          expect(served.has(`${r.service}/${a.name}`), `${r.name} action ${a.name} opens a screen and has no method`).toBe(false);
          continue;
        }
        expect(served.has(`${r.service}/${a.name}`), `${r.name} action ${a.name}`).toBe(true);
      }
      for (const t of r.states?.transitions ?? []) {
        expect(served.has(`${r.service}/${transitionMethodName(r, t)}`), `${r.name} transition ${t.name}`).toBe(true);
      }
    }
  });

  it("the console users' states are a machine: enableUser and disableUser", () => {
    const user = resourceByName("consoleUser");
    expect(user?.states?.transitions.map((t) => [transitionMethodName(user, t), t.from, t.to])).toEqual([
      ["enableUser", ["DISABLED"], "ACTIVE"],
      ["disableUser", ["ACTIVE"], "DISABLED"],
    ]);
  });

  for (const r of resources.filter((x) => x.states)) {
    const machine = r.states as NonNullable<ResourceDef["states"]>;
    it(`${r.name}: the machine's status field, states and transitions hold together`, () => {
      const field = r.fields.find((f) => f.key === machine.field);
      expect(field, `${r.name}.${machine.field}`).toMatchObject({ kind: "enum" });
      const states = machine.states.map((s) => s.value);
      expect(new Set(states).size, "states are unique").toBe(states.length);
      expect([...(field?.options ?? []).map((o) => o.value)].sort()).toEqual([...states].sort());
      for (const s of machine.states) expect(STATE_TONES, `${s.value} tone`).toContain(s.tone);
      expect(states).toContain(machine.initial);
      const names = machine.transitions.map((t) => t.name);
      expect(names.filter((n, i) => names.indexOf(n) !== i), "transition names are unique").toEqual([]);
      for (const t of machine.transitions) {
        expect(t.name, "a verb in camelCase").toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(t.label).toMatch(/[\u4e00-\u9fff]/);
        expect(t.from.length, `${t.name} leaves some state`).toBeGreaterThan(0);
        for (const s of t.from) expect(states, `${t.name} from ${s}`).toContain(s);
        expect(states, `${t.name} to ${t.to}`).toContain(t.to);
        expect(t.from, `${t.name} moves somewhere else`).not.toContain(t.to);
        for (const f of t.input ?? []) if (f.kind === "ref") expect(resourceByName(f.ref ?? ""), `${r.name}.${t.name}.${f.key}`).toBeDefined();
      }
    });
  }

  it("every route's view exists, and every resource is reached from a route, a parent or the view that shows it", () => {
    const views = new Set<string>([...SPECIAL_VIEWS, ...resources.map((r) => r.name)]);
    const routed = new Set(ALL_ROUTES.map((r) => r.view).filter((v): v is NonNullable<typeof v> => v !== undefined));
    for (const v of routed) expect(views.has(v), `view ${v}`).toBe(true);
    for (const r of resources) {
      const reached = routed.has(r.name as never) || r.parent !== undefined || (r.shownIn !== undefined && routed.has(r.shownIn as never));
      expect(reached, `${r.name} is reachable`).toBe(true);
    }
  });
});

describe("access objects for people", () => {
  it("every access object has a Chinese name and sits in exactly one group of spec §3", async () => {
    const { ACCESS_GROUPS, ACCESS_OBJECT_LABELS, ACCESS_OBJECTS } = await import("../../src/catalogue");
    for (const o of ACCESS_OBJECTS) expect(ACCESS_OBJECT_LABELS[o], o).toMatch(/[\u4e00-\u9fff]/);
    expect(ACCESS_GROUPS.flatMap((g) => g.objects)).toEqual([...ACCESS_OBJECTS]);
  });
});
