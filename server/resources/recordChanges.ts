import type { ResourceDef } from "../../src/catalogue";
import { read } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { getPayload } from "./payload";

/**
 * `{service}/list{entity}Change`: one record's change history (who, when, what) for its slide-over's
 * 变更记录 tab, under the record's own read right — the console's data change screen needs another.
 * Only the summaries: before/after snapshots stay on that screen.
 */
export function registerRecordChanges(registry: MethodRegistry, resource: ResourceDef): void {
  registry.add(method({
    service: resource.service, method: `list${resource.entity}Change`, access: read(resource.access), input: getPayload,
    handler: async (call, { Id }) => {
      const rows = await call.db.selectFrom("data_change").select(["Id", "ctime", "userName", "summary", "method", "action"])
        .where("resource", "=", resource.name).where("recordId", "=", Id).orderBy("Id", "desc").limit(200).execute();
      return { data: rows.map((r) => ({ ...r, Id: Number(r.Id), ctime: Number(r.ctime) })) };
    },
  }));
}
