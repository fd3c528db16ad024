import { multiLevelTagAdmin as S } from "../../rpc/services";

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

/** The multi-level tag calls the tree pane makes (spec §7). */
export const tagApi = {
  tree: async (typeId: number) => (await S.getMultiLevelTag<TagNode>(typeId)).data.children,
  create: async (typeId: number, parentId: number | null, label: string) => (await S.createItem({ typeId, parentId, label })).data.Id,
  rename: (item: TagNode, label: string) => S.updateItem(item.Id, item.utime, { label }),
  remove: (item: TagNode) => S.deleteItem(item.Id, item.utime),
  sort: (typeId: number, parentId: number | null, ids: number[]) => S.itemSort(typeId, parentId, ids),
  batch: (typeId: number, parentId: number | null, labels: string[]) => S.batchCreateItem(typeId, parentId, labels),
};
