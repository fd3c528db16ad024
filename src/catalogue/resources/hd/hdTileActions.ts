import type { ActionDef } from "../../action";

/** The tiling actions of hdImage (content.md §1.1 tileStatus): 生成切片 none → queued, 重新切片 failed/ready → queued, 清除切片 ready → none. */
export const TILE_ACTIONS: readonly ActionDef[] = [
  { name: "generateTiles", label: "生成切片", scope: "rows", input: [], shortcut: "T" },
  {
    name: "regenerateTiles", label: "重新切片", scope: "rows", input: [],
    confirm: "将按原图重新生成瓦片金字塔，新切片就绪前仍使用旧切片。确定重新切片吗？",
  },
  {
    name: "clearTiles", label: "清除切片", scope: "rows", input: [],
    confirm: "清除后查看器不能再显示这些高清图，直到重新生成切片。确定清除吗？",
  },
];
