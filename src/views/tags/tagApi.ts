import { rpc } from "../../rpc/transport";

/** An item of the tree getMultiLevelTag answers. */
export interface TagNode {
  Id: number;
  utime: number;
  label: string;
  value: string | null;
  parentId: number | null;
  sort: number;
  children: TagNode[];
}

const S = "MultiLevelTagServiceAdmin";

/** The multi-level tag calls the tree pane makes (spec §7). */
export const tagApi = {
  tree: async (typeId: number) => (await rpc<{ data: { children: TagNode[] } }>(`${S}/getMultiLevelTag`, { typeId })).data.children,
  create: async (typeId: number, parentId: number | null, label: string) => (await rpc<{ data: { Id: number } }>(`${S}/createItem`, { data: { typeId, parentId, label } })).data.Id,
  rename: (item: TagNode, label: string) => rpc(`${S}/updateItem`, { Id: item.Id, utime: item.utime, data: { label } }),
  remove: (item: TagNode) => rpc(`${S}/deleteItem`, { Id: item.Id, utime: item.utime }),
  sort: (typeId: number, parentId: number | null, ids: number[]) => rpc(`${S}/itemSort`, { typeId, parentId, ids }),
  batch: (typeId: number, parentId: number | null, labels: string[]) => rpc<{ total: number }>(`${S}/batchCreateItem`, { typeId, parentId, labels }),
};
