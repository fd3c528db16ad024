import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import { fieldOf, levelAtLeast, type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { SIGNED_IN } from "../rpc/call";
import { method, type MethodRegistry } from "../rpc/registry";

const PER_RESOURCE = 5;

/** Resources whose records a person finds by name: listable, named by a text field. */
const SEARCHABLE: readonly ResourceDef[] = RESOURCES.filter((r) => r.ops.includes("list") && r.ops.includes("get") && fieldOf(r, r.titleField)?.kind === "text");

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * BaseServiceAdmin/searchRecords {q}: records whose name contains q, across the resources the caller
 * may read, a few per resource — the palette's record search.
 */
export function registerSearch(registry: MethodRegistry): void {
  registry.add(method({
    service: "BaseServiceAdmin", method: "searchRecords", access: SIGNED_IN,
    input: z.object({
      q: z.string({ error: "请提供搜索词 q" }).trim().min(2, "搜索词至少 2 个字符").max(64, "搜索词最多 64 个字符"),
    }),
    async handler(call, { q }) {
      const pattern = `%${escapeLike(q)}%`;
      const op = sql.raw(call.dialect === "postgres" ? "ilike" : "like");
      const readable = SEARCHABLE.filter((r) => levelAtLeast(call.user.rights[r.access], "READ"));
      const groups = await Promise.all(readable.map(async (r) => {
        let query = call.db.selectFrom(r.table).select(["Id", r.titleField]).where(() => sql<SqlBool>`${sql.ref(r.titleField)} ${op} ${pattern} escape '\\'`);
        if (r.softDelete) query = query.where("deleted", "=", 0);
        const rows = await query.orderBy("Id", "desc").limit(PER_RESOURCE).execute();
        return rows.map((row) => ({ resource: r.name, resourceLabel: r.label, Id: Number(row.Id), title: String(row[r.titleField] ?? "") }));
      }));
      const data = groups.flat();
      return { data, total: data.length };
    },
  }));
}
