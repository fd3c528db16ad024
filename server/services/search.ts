import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import { levelAtLeast } from "../../src/catalogue";
import { SIGNED_IN } from "../rpc/call";
import { method, type MethodRegistry } from "../rpc/registry";
import { pinyinQuery, SEARCHABLE } from "../search/searchIndex";

const PER_RESOURCE = 5;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * BaseServiceAdmin/searchRecords {q}: records whose name, its pinyin (gugong) or its initials
 * (ggbwy) contain q, across the resources the caller may read, a few per resource — the palette's
 * record search. It reads the search index (server/search), joined to each resource's table so that
 * only live records answer, under their current names.
 */
export function registerSearch(registry: MethodRegistry): void {
  registry.add(method({
    service: "BaseServiceAdmin", method: "searchRecords", access: SIGNED_IN,
    input: z.object({
      q: z.string({ error: "请提供搜索词 q" }).trim().min(2, "搜索词至少 2 个字符").max(64, "搜索词最多 64 个字符"),
    }),
    async handler(call, { q }) {
      const pattern = `%${escapeLike(q)}%`;
      const py = pinyinQuery(q);
      const pyPattern = py.length >= 2 && /^[a-z0-9]+$/.test(py) ? `%${py}%` : null;
      const op = sql.raw(call.dialect === "postgres" ? "ilike" : "like");
      const readable = SEARCHABLE.filter((r) => levelAtLeast(call.user.rights[r.access], "READ"));
      const groups = await Promise.all(readable.map(async (r) => {
        let query = call.db.selectFrom("search_index as s")
          .innerJoin(`${r.table} as t`, "t.Id", "s.recordId")
          .select(["t.Id as Id", `t.${r.titleField} as title`])
          .where("s.resource", "=", r.name)
          .where(({ or }) => or([
            sql<SqlBool>`s.title ${op} ${pattern} escape '\\'`,
            ...(pyPattern ? [sql<SqlBool>`s.pinyin like ${pyPattern}`, sql<SqlBool>`s.initials like ${pyPattern}`] : []),
          ]));
        if (r.softDelete) query = query.where("t.deleted", "=", 0);
        const rows = await query.orderBy("s.recordId", "desc").limit(PER_RESOURCE).execute();
        return rows.map((row) => ({ resource: r.name, resourceLabel: r.label, Id: Number(row.Id), title: String(row.title ?? "") }));
      }));
      const data = groups.flat();
      return { data, total: data.length };
    },
  }));
}
