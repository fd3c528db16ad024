/**
 * What an HD image depicts (contract §1): subjectType + subjectId of a record of the library's
 * resource (SUBJECT_RESOURCES). The image keeps a copy of the subject's title; each subject keeps
 * `hdCount`, the number of its live images. Resources not built in this branch are skipped for the
 * count and refused for a link.
 */
import { SUBJECT_RESOURCES, SUBJECT_TYPES, type SubjectType } from "../../../../src/catalogue/resources/content/contentEnums";
import { resourceByName } from "../../../../src/catalogue/registry";
import type { ResourceDef } from "../../../../src/catalogue";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { decodeRow } from "../../../platform/db/columns";
import { invalid } from "../../../platform/wire/errors";

const typeLabel = (t: string) => SUBJECT_TYPES.find((s) => s.value === t)?.label ?? t;

/** The resource behind a subject type, or null when the type links nothing (none) — refuses a type whose library is not built. */
export function subjectResource(type: string): ResourceDef | null {
  if (type === "none") return null;
  if (!Object.hasOwn(SUBJECT_RESOURCES, type)) throw invalid(`所属类型「${type}」不存在`);
  const name = SUBJECT_RESOURCES[type as SubjectType];
  const resource = name === null ? undefined : resourceByName(name);
  if (!resource) throw invalid(`${typeLabel(type)}尚未建成，暂不能关联`);
  return resource;
}

/** The live subject record, or a Chinese refusal. */
export async function loadSubject(tx: Tx, type: string, id: unknown): Promise<{ resource: ResourceDef; row: Row } | null> {
  const resource = subjectResource(type);
  if (resource === null) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) throw invalid(`请填写所属${typeLabel(type)}的编号`);
  const found = await byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", id).executeTakeFirst();
  const row = found ? decodeRow(resource.fields, found) : null;
  if (!row || row.deleted === true) throw invalid(`${typeLabel(type)}（Id ${id}）不存在`);
  return { resource, row };
}

/** The fields an image takes from its subject: the title always, museum and period when the image has none. */
export function copiedFromSubject(subject: { resource: ResourceDef; row: Row }, image: Record<string, unknown>): Record<string, unknown> {
  const { resource, row } = subject;
  const out: Record<string, unknown> = { subjectTitle: String(row[resource.titleField] ?? "").slice(0, 120) };
  if ((image.museumId === null || image.museumId === undefined) && typeof row.museumId === "number") out.museumId = row.museumId;
  if ((image.age === null || image.age === undefined || image.age === "") && typeof row.age === "string") out.age = row.age;
  return out;
}

/** Recounts a subject's live images into its `hdCount` (skipped for a type without a resource or without the field). */
export async function refreshHdCount(tx: Tx, type: unknown, id: unknown): Promise<void> {
  if (typeof type !== "string" || typeof id !== "number") return;
  const name = Object.hasOwn(SUBJECT_RESOURCES, type) ? SUBJECT_RESOURCES[type as SubjectType] : null;
  const resource = name === null ? undefined : resourceByName(name);
  if (!resource?.fields.some((f) => f.key === "hdCount")) return;
  const counted = await tx.selectFrom("hd_image").select((eb) => eb.fn.countAll().as("n"))
    .where("subjectType", "=", type).where("subjectId", "=", id).where("deleted", "=", 0 as never).executeTakeFirstOrThrow();
  await byCatalogue(tx).updateTable(resource.table).set({ hdCount: Number(counted.n) }).where("Id", "=", id).execute();
}
