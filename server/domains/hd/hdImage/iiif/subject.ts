import { levelAtLeast, type FieldDef, type ResourceDef } from "../../../../../src/catalogue";
import { SUBJECT_RESOURCES, type SubjectType } from "../../../../../src/catalogue/resources/content/contentEnums";
import { resourceByName } from "../../../../../src/catalogue/registry";
import type { Db, Row } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import { formatCell, type Lookups } from "../../../../platform/jobs/format";
import type { AuthedCall } from "../../../../platform/rpc/call";
import type { PhysicalSize } from "./images";

/** What the viewers' side panel shows of the thing the images depict. */
export interface ViewerSubject {
  type: string;
  Id: number;
  title: string;
  form?: string;
  viewingDirection?: string;
  fields: { label: string; value: string }[];
}

/** Kinds the side panel does not show: media, structures, and what needs an editor to read. */
const NOT_SHOWN = new Set<FieldDef["kind"]>(["image", "file", "json", "rights", "richText"]);
const HIDDEN_KEYS = new Set(["deleted", "hdCount", "tileKey", "sort"]);

/** The resource behind a subject type, when this build has it. */
export function subjectResource(type: string): ResourceDef | undefined {
  const name = (SUBJECT_RESOURCES as Record<string, string | null | undefined>)[type];
  return name ? resourceByName(name) : undefined;
}

async function lookupsFor(db: Db, call: AuthedCall, resource: ResourceDef, record: Row): Promise<Lookups> {
  const dictNames = [...new Set(resource.fields.flatMap((f) => (f.kind === "dict" && f.dict && record[f.key] !== null && record[f.key] !== undefined ? [f.dict] : [])))];
  const dicts = new Map<string, Map<string, string>>();
  if (dictNames.length > 0) {
    for (const row of await db.selectFrom("dict").select(["name", "items"]).where("name", "in", dictNames).execute()) {
      const labels = new Map<string, string>();
      try {
        for (const item of JSON.parse(String(row.items ?? "[]")) as { value?: unknown; label?: unknown }[]) {
          if (item.value !== undefined) labels.set(String(item.value), String(item.label ?? item.value));
        }
      } catch {
        // A damaged dictionary shows its codes.
      }
      dicts.set(String(row.name), labels);
    }
  }
  const refs = new Map<string, Map<number, string>>();
  for (const field of resource.fields) {
    const target = field.kind === "ref" && field.ref ? resourceByName(field.ref) : undefined;
    const id = record[field.key];
    // A referenced record's title only for a caller who may read it; the others show the Id.
    if (!target || typeof id !== "number" || !levelAtLeast(call.user.rights[target.access], "READ")) continue;
    const found = await byCatalogue(db).selectFrom(target.table).select(["Id", target.titleField]).where("Id", "=", id).executeTakeFirst();
    if (found) refs.set(field.key, new Map([[id, String(found[target.titleField] ?? id)]]));
  }
  return { dicts, refs };
}

/** Every filled field a person reads, formatted as the grid shows it (labels, titles, China time). */
export async function subjectFields(db: Db, call: AuthedCall, resource: ResourceDef, record: Row, omit: ReadonlySet<string> = new Set()): Promise<{ label: string; value: string }[]> {
  const lookups = await lookupsFor(db, call, resource, record);
  const out: { label: string; value: string }[] = [];
  for (const field of resource.fields) {
    if (NOT_SHOWN.has(field.kind) || HIDDEN_KEYS.has(field.key) || omit.has(field.key)) continue;
    const cell = formatCell(field, record[field.key], lookups);
    if (cell.value === null || cell.value === "") continue;
    const text = field.kind === "money" ? `¥${Number(cell.value).toFixed(2)}` : String(cell.value);
    out.push({ label: field.label, value: text.length > 500 ? `${text.slice(0, 500)}…` : text });
  }
  return out;
}

const positive = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined);

/** The subject's 纵×横 in cm, from its own fields when it has them. */
export function physicalSize(record: Row): PhysicalSize {
  const heightCm = positive(record.heightCm);
  const widthCm = positive(record.widthCm);
  return { ...(heightCm !== undefined ? { heightCm } : {}), ...(widthCm !== undefined ? { widthCm } : {}) };
}

/** The subject as the viewer shows it, from its record. */
export async function subjectOf(db: Db, call: AuthedCall, type: SubjectType | string, resource: ResourceDef, record: Row): Promise<ViewerSubject> {
  const form = typeof record.form === "string" && record.form !== "" ? record.form : undefined;
  const direction = typeof record.viewingDirection === "string" && record.viewingDirection !== "" ? record.viewingDirection : undefined;
  return {
    type,
    Id: record.Id as number,
    title: String(record[resource.titleField] ?? ""),
    ...(form ? { form } : {}),
    ...(direction ? { viewingDirection: direction } : {}),
    fields: await subjectFields(db, call, resource, record),
  };
}
