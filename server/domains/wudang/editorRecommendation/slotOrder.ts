/**
 * 上移 / 下移 of an ordered slot list (编辑推荐 per position, 工具栏 per position, 热词 per scope): the slot
 * changes places with its neighbour in the group's order (`sort` ascending, then Id). Two different
 * numbers are swapped; equal ones (a tie the Id decides) renumber the group 10, 20, 30 … so that the
 * move is real. Every row written gets its own change record.
 */
import type { ResourceDef } from "../../../../src/catalogue";
import { decodeRow } from "../../../platform/db/columns";
import { byCatalogue, type Row } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { applyUpdate } from "../../../resources/methods";

const sortOf = (row: Row) => Number(row.sort ?? 0);

export function moveSlot(resource: ResourceDef, groupKey: string, direction: "up" | "down"): ActionHandler {
  const method = `move${direction === "up" ? "Up" : "Down"}${resource.entity}`;
  return async ({ call, tx, current }) => {
    const group = (await byCatalogue(tx).selectFrom(resource.table).selectAll().where(groupKey, "=", current[groupKey] as string).execute())
      .map((r) => decodeRow(resource.fields, r) as Row)
      .sort((a, b) => sortOf(a) - sortOf(b) || Number(a.Id) - Number(b.Id));
    const at = group.findIndex((r) => Number(r.Id) === Number(current.Id));
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= group.length) {
      throw precondition(`${resource.label}「${String(current[resource.titleField])}」已${direction === "up" ? "排在最前" : "排在最后"}`);
    }
    const write = (row: Row, sort: number) => applyUpdate(tx, call, resource, row, { sort }, {
      change: { action: "action", method, summary: `调整排序：${resource.label}「${String(row[resource.titleField])}」` },
    });
    const neighbour = group[to] as Row;
    if (sortOf(neighbour) !== sortOf(current)) {
      await write(neighbour, sortOf(current));
      return { sort: sortOf(neighbour) };
    }
    const order = [...group];
    [order[at], order[to]] = [neighbour, order[at] as Row];
    let mine = sortOf(current);
    for (const [i, row] of order.entries()) {
      const sort = Math.min(9999, (i + 1) * 10);
      if (Number(row.Id) === Number(current.Id)) mine = sort;
      else if (sortOf(row) !== sort) await write(row, sort);
    }
    return { sort: mine };
  };
}
