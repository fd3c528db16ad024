import type { ResourceDef } from "../../../../src/catalogue";
import type { Tx } from "../../../platform/db/types";
import { bulkInsert, type SeedRow } from "../../../seed/commerce/bulk";

/** Records gathered per resource and written in chunks at the end (thousands of rows in a second or two). */
export class SeedBatch {
  private readonly rows = new Map<ResourceDef, SeedRow[]>();

  add(resource: ResourceDef, data: Record<string, unknown>, ctime: number): void {
    const list = this.rows.get(resource) ?? [];
    list.push({ data, ctime });
    this.rows.set(resource, list);
  }

  async flush(tx: Tx): Promise<void> {
    for (const [resource, rows] of this.rows) await bulkInsert(tx, resource, rows);
    this.rows.clear();
  }
}
