/**
 * ArtistServiceAdmin/listArtistWorks (content.md §3.4): an artist's paintings and calligraphy works
 * — as author, or as co-author of a painting — with R(artist) only, so that artist editors see what
 * an artist made without the libraries' own rights. The list's filters are the catalogue's
 * (artistWork), applied to each work table on the fields it has; the union is sorted and paged here
 * (an artist has at most a few hundred works).
 */
import type { FieldDef, ResourceDef } from "../../../../src/catalogue";
import { artistWork } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { buildFilters } from "../../../resources/filters";
import { parseJsonq, type ListPayload } from "../../../resources/payload";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import { workTables } from "./workTables";

const SHOWN = ["title", "age", "form", "material", "museumId", "publishState", "hdCount", "artistId"] as const;
const TYPE_RANK = { suha: 0, sufa: 1 } as const;

function hasField(resource: ResourceDef, key: string): boolean {
  return resource.fields.some((f) => f.key === key);
}

function coAuthors(value: unknown): number[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as number[]) : [];
}

/** The rows of one work table for the artist, as projection rows. */
async function rowsOf(call: AuthedCall, type: "suha" | "sufa", resource: ResourceDef, artistId: number, cond: Record<string, unknown>): Promise<Row[]> {
  if (cond.workType !== undefined && cond.workType !== null && cond.workType !== type) return [];
  // A filter on a field this table lacks matches none of its rows.
  const own = Object.fromEntries(Object.entries(cond).filter(([k]) => k !== "workType" && k !== "workId"));
  if (Object.keys(own).some((k) => !hasField(resource, k))) return [];
  if (cond.workId !== undefined && cond.workId !== null) own.Id = cond.workId;
  const coAuthored = hasField(resource, "coArtistIds");
  const columns = ["Id", "utime", "ctime", ...SHOWN.filter((k) => hasField(resource, k)), ...(coAuthored ? ["coArtistIds"] : [])];
  let q = byCatalogue(call.db).selectFrom(resource.table).select(columns);
  for (const c of buildFilters(resource, own, call.dialect)) q = q.where(c);
  q = q.where((eb) => coAuthored
    ? eb.or([eb("artistId", "=", artistId), eb("coArtistIds", "like", `%${String(artistId)}%`)])
    : eb("artistId", "=", artistId));
  const rows = await q.execute();
  return rows
    .filter((r) => Number(r.artistId) === artistId || coAuthors(r.coArtistIds).includes(artistId))
    .map((r) => ({
      Id: Number(r.Id) * 2 + TYPE_RANK[type], ctime: Number(r.ctime), utime: Number(r.utime), workType: type, workId: Number(r.Id),
      title: r.title ?? null, artistId: Number(r.artistId), age: r.age ?? null, form: r.form ?? null, material: r.material ?? null,
      museumId: r.museumId ?? null, publishState: r.publishState ?? null, hdCount: Number(r.hdCount ?? 0),
    }));
}

function compare(by: string, asc: boolean) {
  return (a: Row, b: Row): number => {
    const x = a[by];
    const y = b[by];
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x ?? "").localeCompare(String(y ?? ""), "zh-Hans-CN");
    return (asc ? order : -order) || (a.Id as number) - (b.Id as number);
  };
}

export async function listArtistWorks(call: AuthedCall, input: ListPayload): Promise<{ data: Row[]; total: number }> {
  const jsonq = parseJsonq(input.cond?.jsonq);
  if (!jsonq.ok) throw invalid(jsonq.message);
  // The catalogue's filters, checked as any list checks them (unknown keys refused in Chinese).
  buildFilters(artistWork, jsonq.value, call.dialect);
  const { artistId, ...cond } = jsonq.value;
  if (typeof artistId !== "number" || !Number.isInteger(artistId) || artistId < 1) throw invalid("请提供书画家（artistId）");
  const rows = (await Promise.all(workTables().map((w) => rowsOf(call, w.type, w.resource, artistId, cond)))).flat();
  const by = input.sort?.by ?? artistWork.defaultSort.by;
  if (!(artistWork.fields as readonly FieldDef[]).some((f) => f.key === by && f.sortable) && by !== "Id" && by !== "utime" && by !== "ctime") throw invalid(`不支持按「${by}」排序`);
  rows.sort(compare(by, input.sort?.asc ?? (input.sort?.by ? false : artistWork.defaultSort.asc)));
  const skip = input.page?.skip ?? 0;
  const limit = input.page?.limit ?? 20;
  return { data: rows.slice(skip, skip + limit), total: rows.length };
}
