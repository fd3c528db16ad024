import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodName, type FieldDef, type ResourceDef } from "../../src/catalogue";
import { RESOURCES, resourceByName } from "../../src/catalogue/registry";
import { describeEachDbFor } from "./contractDatabases";
import { closeSharedServers, givenFor, resourceFixture, type Rec, type ResourceFixture } from "./resourceFixture";
import { fixtureOf, fixtureServer } from "./fixtureServer";
import { sampleRecord, sampleValue } from "./sampleRecord";

/** Every resource the console can create, edit and delete through the generic methods. */
const EDITABLE = (RESOURCES as readonly ResourceDef[]).filter((r) => !r.readOnly && (["list", "create", "update", "delete"] as const).every((op) => r.ops.includes(op)));

const TEXT = new Set(["text", "longText", "richText", "email", "url", "phone"]);
const RANGE = new Set(["integer", "money", "decimal", "datetime", "date"]);
const CHINESE = /[\u4e00-\u9fff]/;

const jsonq = (q: Record<string, unknown>) => ({ cond: { jsonq: JSON.stringify(q) } });
const ids = (rows: unknown) => (rows as Rec[]).map((r) => r.Id);

/** Database order for distinct, non-mixed values, ties by Id in the same direction. */
function expectedOrder(rows: readonly Rec[], key: string, asc: boolean): number[] {
  const cmp = (a: Rec, b: Rec) => {
    const x = a[key] as string | number | null;
    const y = b[key] as string | number | null;
    const byValue = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
    return (byValue || a.Id - b.Id) * (asc ? 1 : -1);
  };
  return [...rows].sort(cmp).map((r) => r.Id);
}

// One server per database for the whole file: each resource's tests keep to the records they made.

afterAll(closeSharedServers);

// Every resource on SQLite; on PostgreSQL those with rules of their own and this run's sample (contractDatabases.ts).
describeEachDbFor("generic resource methods", EDITABLE, (kind, resources) => {
  for (const resource of resources) {
    describe(resource.name, () => {
      let f: ResourceFixture;
      let recs: Rec[];
      const list = (payload: Record<string, unknown>, token?: string) => f.op("list", payload, token);
      const ours = (q: Record<string, unknown> = {}) => list({ ...jsonq({ Id: recs.map((r) => r.Id), ...q }), page: { skip: 0, limit: 100 } });
      beforeAll(async () => {
        f = await resourceFixture(kind, resource);
        recs = [await f.create(1), await f.create(2), await f.create(3)];
      });

      it("create answers the stored record with Id, ctime and utime; get answers the same", async () => {
        const [first] = recs as [Rec];
        expect(first.Id).toBeGreaterThan(0);
        expect(first.ctime).toBe(first.utime);
        const { password: _password, ...sent } = await f.sample(1);
        expect(first).toMatchObject(sent);
        const got = await f.op("get", { Id: first.Id });
        expect(got.body.data).toEqual(first);
      });

      const textField = resource.fields.find((x) => x.filter && TEXT.has(x.kind));
      if (textField) {
        it(`filters «${textField.key}» by substring`, async () => {
          const target = recs[1] as Rec;
          // A one-character field (a glyph's 字) is its own only substring.
          const whole = String(target[textField.key]);
          const part = whole.length > 1 ? whole.slice(1) : whole;
          const r = await list(jsonq({ [textField.key]: part }));
          const rows = r.body.data as Rec[];
          expect(ids(rows)).toContain(target.Id);
          expect(ids(rows)).not.toContain(recs[0]?.Id);
          expect(rows.every((row) => String(row[textField.key]).toLowerCase().includes(part.toLowerCase()))).toBe(true);
        });
      }

      const eqFields = resource.fields.filter((x) => x.filter && ["enum", "dict", "boolean"].includes(x.kind) && x.key !== "deleted");
      if (eqFields.length > 0) {
        it("filters an enum or boolean by equality", async () => {
          // Prefer a field whose sample values differ, so that the filter has something to leave out.
          const field = eqFields.find((x) => new Set(recs.map((r) => r[x.key])).size > 1) ?? (eqFields[0] as FieldDef);
          const value = recs[0]?.[field.key];
          const r = await ours({ [field.key]: value });
          expect(ids(r.body.data)).toEqual(expect.arrayContaining(recs.filter((x) => x[field.key] === value).map((x) => x.Id)));
          expect((r.body.data as Rec[]).every((row) => row[field.key] === value)).toBe(true);
          expect(r.body.total).toBe(recs.filter((x) => x[field.key] === value).length);
        });
      }

      const rangeField = resource.fields.find((x) => x.filter && RANGE.has(x.kind) && !(fixtureOf(resource.name)?.rangeSkipped ?? []).includes(x.key));
      it(`filters a range [from, to] (${rangeField?.key ?? "ctime"} and ctime)`, async () => {
        const [, b, c] = recs as [Rec, Rec, Rec];
        const byCtime = await ours({ ctime: [b.ctime, c.ctime] });
        expect(ids(byCtime.body.data).sort()).toEqual([b.Id, c.Id].sort());
        if (rangeField) {
          const byField = await ours({ [rangeField.key]: [b[rangeField.key], b[rangeField.key]] });
          expect(ids(byField.body.data)).toEqual([b.Id]);
          const open = await ours({ [rangeField.key]: [b[rangeField.key], null] });
          expect(ids(open.body.data).sort()).toEqual(recs.filter((x) => (x[rangeField.key] as number | string) >= (b[rangeField.key] as number | string)).map((x) => x.Id).sort());
        }
        const bad = await list(jsonq({ ctime: [1, 2, 3] }));
        expect(bad.body.code).toBe(3);
      });

      it("mask.fields limits the answer to the mask plus Id", async () => {
        const mask = resource.fields.filter((x) => x.listed).slice(0, 2).map((x) => x.key);
        const r = await list({ mask: { fields: mask } });
        expect((r.body.data as Rec[]).length).toBeGreaterThan(0);
        for (const row of r.body.data as Rec[]) expect(Object.keys(row).sort()).toEqual(["Id", ...mask].sort());
        expect((await list({ mask: { fields: ["noSuchField"] } })).body.code).toBe(3);
      });

      for (const field of resource.fields.filter((x) => x.sortable)) {
        it(`sorts by «${field.key}» both ways`, async () => {
          for (const asc of [true, false]) {
            const r = await list({ ...jsonq({ Id: recs.map((x) => x.Id) }), sort: { by: field.key, asc } });
            expect(ids(r.body.data), `asc=${asc}`).toEqual(expectedOrder(recs, field.key, asc));
          }
        });
      }

      it("refuses a non-sortable or unknown sort field (INVALID_ARGUMENT, in Chinese)", async () => {
        const unsortable = resource.fields.find((x) => !x.sortable && x.key !== resource.defaultSort.by);
        for (const by of [...(unsortable ? [unsortable.key] : []), "noSuchField"]) {
          const r = await list({ sort: { by, asc: true } });
          expect(r.status, by).toBe(400);
          expect(r.body.code).toBe(3);
          expect(r.body.message).toMatch(CHINESE);
        }
      });

      it("pages: beyond the end is empty with the same total; limits outside 1..1000 are refused", async () => {
        const all = await list({});
        const total = all.body.total as number;
        expect(total).toBeGreaterThanOrEqual(recs.length);
        const beyond = await list({ page: { skip: total + 5, limit: 10 } });
        expect(beyond.body).toMatchObject({ code: "SUCCESS", data: [], total });
        const one = await list({ page: { skip: 1, limit: 1 } });
        expect((one.body.data as Rec[]).length).toBe(1);
        for (const limit of [0, 1001, -1]) {
          const r = await list({ page: { skip: 0, limit } });
          expect(r.status, `limit ${limit}`).toBe(400);
          expect(r.body.code).toBe(3);
        }
      });

      const editable = resource.fields.find((x) => TEXT.has(x.kind) && x.editable !== false && !x.createOnly);
      it(`of two updates from the same utime exactly one wins (${editable?.key})`, async () => {
        expect(editable, "a text field to edit").toBeDefined();
        const key = (editable as FieldDef).key;
        const target = recs[2] as Rec;
        const values = [sampleValue(editable as FieldDef, 901), sampleValue(editable as FieldDef, 902)];
        const answers = await Promise.all(values.map((v) => f.op("update", { Id: target.Id, utime: target.utime, data: { [key]: v } })));
        expect(answers.map((a) => a.body.code).sort()).toEqual([10, "SUCCESS"]);
        const loser = answers.find((a) => a.body.code === 10);
        expect(loser?.status).toBe(409);
        const winner = answers.find((a) => a.body.code === "SUCCESS")?.body.data as Rec;
        const now = (await f.op("get", { Id: target.Id })).body.data as Rec;
        expect(now[key]).toBe(winner[key]);
        expect(now.utime).toBeGreaterThan(target.utime);
      });

      it(`${resource.softDelete ? "soft" : "hard"} delete, with a change record for create, update and delete`, async () => {
        const r = await f.create(4);
        const key = (editable as FieldDef).key;
        const updated = await f.op("update", { Id: r.Id, utime: r.utime, data: { [key]: sampleValue(editable as FieldDef, 904) } });
        expect(updated.body.code).toBe("SUCCESS");
        expect((await f.op("delete", { Id: r.Id })).body.code).toBe("SUCCESS");
        expect((await f.op("get", { Id: r.Id })).status).toBe(404);
        expect((await list(jsonq({ Id: r.Id }))).body.total).toBe(0);
        if (resource.softDelete) {
          const shown = await list(jsonq({ Id: r.Id, deleted: "Bool(true)" }));
          expect(shown.body.data).toEqual([expect.objectContaining({ Id: r.Id, deleted: true })]);
        } else {
          expect((await list(jsonq({ Id: r.Id, deleted: "Bool(true)" }))).body.code).toBe(3);
        }
        const changes = await f.t.rpc("BaseServiceAdmin/listDataChange", { ...jsonq({ resource: resource.name, recordId: r.Id }), sort: { by: "ctime", asc: true } }, f.t.adminToken);
        // The resource filter matches by substring: «book» also finds bookkeeping records of the same Id.
        const rows = (changes.body.data as { resource: string; action: string; method: string; userName: string; before: Rec | null; after: Rec | null }[])
          .filter((c) => c.resource === resource.name);
        expect(rows.map((c) => c.action)).toEqual(["create", "update", "delete"]);
        expect(rows.map((c) => c.method.split("/")[1])).toEqual((["create", "update", "delete"] as const).map((op) => methodName(resource, op)));
        expect(rows[1]?.after?.[key]).toBe((updated.body.data as Rec)[key]);
        expect(rows[2]?.after).toBeNull();
        expect(rows.every((c) => c.userName === "admin")).toBe(true);
      });

      it("READ may list and get but not create, update or delete (PERMISSION_DENIED); NONE may not list", async () => {
        const reader = await f.userWith("READ");
        const target = recs[0] as Rec;
        expect((await list({}, reader)).body.code).toBe("SUCCESS");
        expect((await f.op("get", { Id: target.Id }, reader)).body.code).toBe("SUCCESS");
        const current = (await f.op("get", { Id: target.Id })).body.data as Rec;
        const refused = [
          await f.op("create", { data: await f.sample(5) }, reader),
          await f.op("update", { Id: current.Id, utime: current.utime, data: {} }, reader),
          await f.op("delete", { Id: current.Id }, reader),
        ];
        for (const r of refused) {
          expect(r.status).toBe(403);
          expect(r.body.code).toBe(7);
        }
        expect((await f.op("get", { Id: target.Id })).body.data).toEqual(current);
        const nobody = await f.userWith("NONE");
        const denied = await list({}, nobody);
        expect(denied.status).toBe(403);
        expect(denied.body.code).toBe(7);
      });

      const parent = resource.parent;
      const parentMade = parent && (resourceByName(parent.resource) as ResourceDef).ops.includes("create") && (resourceByName(parent.resource) as ResourceDef).ops.includes("delete");
      if (parent && !parentMade) {
        // A parent the console never creates (a visitor registers in the app): its children are still listed
        // by it, and one cannot be made under a parent that does not exist.
        it(`lists children by their parent «${parent.key}» and refuses a missing parent`, async () => {
          const mine = await list({ ...jsonq({ [parent.key]: recs[0]?.[parent.key] }), page: { skip: 0, limit: 100 } });
          expect(ids(mine.body.data)).toEqual(expect.arrayContaining(recs.filter((r) => r[parent.key] === recs[0]?.[parent.key]).map((r) => r.Id)));
          expect((mine.body.data as Rec[]).every((r) => r[parent.key] === recs[0]?.[parent.key])).toBe(true);
          const missing = await f.op("create", { data: { ...(await f.sample(7)), [parent.key]: 999_999 } });
          expect(missing.body.code).toBe(3);
          expect(missing.body.message).toMatch(CHINESE);
        });
      }
      if (parent && parentMade) {
        it(`lists children by their parent «${parent.key}» and refuses a missing or deleted parent`, async () => {
          const parentDef = resourceByName(parent.resource) as ResourceDef;
          const sibling = await f.t.rpc(`${parentDef.service}/${methodName(parentDef, "create")}`, { data: sampleRecord(parentDef, f.sampleNumber(9), givenFor(parentDef.name, f.sampleNumber(9))) }, f.t.adminToken);
          const otherParent = (sibling.body.data as Rec).Id;
          const stranger = await f.create(6, { [parent.key]: otherParent, ...(await fixtureOf(resource.name)?.followParent?.(fixtureServer(f.t), otherParent)) });
          const mine = await list({ ...jsonq({ [parent.key]: recs[0]?.[parent.key] }), page: { skip: 0, limit: 100 } });
          expect(ids(mine.body.data)).toEqual(expect.arrayContaining(recs.map((r) => r.Id)));
          expect(ids(mine.body.data)).not.toContain(stranger.Id);
          const missing = await f.op("create", { data: { ...(await f.sample(7)), [parent.key]: 999_999 } });
          expect(missing.body.code).toBe(3);
          const gone = await f.t.rpc(`${parentDef.service}/${methodName(parentDef, "delete")}`, { Id: otherParent }, f.t.adminToken);
          expect(gone.body.code).toBe("SUCCESS");
          const orphan = await f.op("create", { data: { ...(await f.sample(8)), [parent.key]: otherParent } });
          expect(orphan.body.code).toBe(3);
          expect(orphan.body.message).toMatch(CHINESE);
        });
      }
    });
  }
});
