import { categoryHall } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";
import { rpc } from "../../rpc/transport";
import type { TagNode } from "../tags/tagApi";

const client = resourceClient(categoryHall);
const FIELDS = ["Id", "utime", "name", "code", "parentId", "sort", "enabled"];

/** A hall as a node of the tree (the tag tree's shape: label = name, value = code). */
export type HallNode = TagNode & { enabled: boolean };

/** The halls as a tree, each level in its order (sort, then Id). Two levels, so one page of 500 holds them all. */
export async function hallTree(): Promise<HallNode[]> {
  const answer = await client.list({ page: { skip: 0, limit: 500 }, cond: { jsonq: "{}" }, sort: { by: "sort", asc: true }, mask: { fields: FIELDS } });
  const nodes = new Map<number, HallNode>();
  for (const r of answer.data) {
    nodes.set(r.Id, {
      Id: r.Id, utime: r.utime, label: String(r.name ?? ""), value: String(r.code ?? ""), sort: Number(r.sort ?? 0),
      parentId: typeof r.parentId === "number" ? r.parentId : null, enabled: r.enabled !== false, children: [],
    });
  }
  const roots: HallNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    (parent ? parent.children : roots).push(n);
  }
  const order = (list: TagNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.Id - b.Id);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** One level's new order, written by the server in one transaction. */
export const sortHalls = (parentId: number | null, Ids: number[]) =>
  rpc(`${categoryHall.service}/sortCategoryHall`, { parentId, Ids });
