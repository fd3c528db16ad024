import { describe, expect, it } from "vitest";
import { actionLevel, fieldOf, methodName, RESOURCE_OPS, validateRecord, type ResourceDef } from "../../src/catalogue";
import { RESOURCES, resourceByName } from "../../src/catalogue/registry";

const CHINESE = /[\u4e00-\u9fff]/;
const ALL: readonly ResourceDef[] = RESOURCES;
const withActions = ALL.filter((r) => (r.actions ?? []).length > 0);

describe("catalogue actions", () => {
  it("the console users and client configurations have their actions", () => {
    expect(withActions.map((r) => r.name).sort()).toEqual(expect.arrayContaining(["clientConfig", "consoleUser"]));
  });

  for (const resource of withActions) {
    for (const action of resource.actions ?? []) {
      it(`${resource.name}.${action.name}: a method name of its own, Chinese labels, valid choices`, () => {
        const taken = ALL.filter((r) => r.service === resource.service).flatMap((r) => [
          ...RESOURCE_OPS.filter((op) => r.ops.includes(op)).map((op) => methodName(r, op)),
          ...(r.actions ?? []).filter((a) => a !== action).map((a) => a.name),
        ]);
        expect(taken).not.toContain(action.name);
        expect(action.label).toMatch(CHINESE);
        expect(["READ", "WRITE"]).toContain(actionLevel(action));
        for (const choice of action.choices ?? []) {
          expect(choice.label).toMatch(CHINESE);
          expect(validateRecord(action.input, choice.input, "create")).toMatchObject({ ok: true });
        }
      });
    }
  }
});

describe("catalogue parents", () => {
  const children = ALL.filter((r) => r.parent);
  it("tag items sit under tag types by typeId", () => {
    expect(resourceByName("tagItem")?.parent).toEqual({ resource: "tagType", key: "typeId" });
  });
  for (const child of children) {
    // Optional where a record may have no parent (a channel's payment that matched no order).
    it(`${child.name}: the parent key is a reference to the parent`, () => {
      const parent = child.parent as NonNullable<ResourceDef["parent"]>;
      expect(resourceByName(parent.resource)).toBeDefined();
      expect(fieldOf(child, parent.key)).toMatchObject({ kind: "ref", ref: parent.resource });
    });
  }
});
