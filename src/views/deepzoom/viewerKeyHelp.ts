import type { ViewerKey } from "./useViewerKeys";

/** One line of the viewer's key sheet. */
export interface KeyRow {
  readonly keys: string;
  readonly label: string;
}

/** What each viewer key is called in the sheet; a viewer words its own (← turns a page in a book). */
const DEFAULT_ROWS: Readonly<Record<ViewerKey, KeyRow>> = {
  zoomIn: { keys: "+", label: "放大" }, zoomOut: { keys: "-", label: "缩小" }, home: { keys: "0", label: "复位" },
  oneToOne: { keys: "1", label: "1:1 像素" }, rotate: { keys: "r", label: "旋转 90°" }, flip: { keys: "h", label: "水平翻转" },
  fullScreen: { keys: "f", label: "全屏" }, info: { keys: "i", label: "信息面板" }, copy: { keys: "c", label: "复制当前区域 IIIF 地址" },
  split: { keys: "s", label: "对比" }, grid: { keys: "g", label: "缩略图" },
  prev: { keys: "[", label: "上一张" }, next: { keys: "]", label: "下一张" },
  left: { keys: "←", label: "向左平移" }, right: { keys: "→", label: "向右平移" }, up: { keys: "↑", label: "向上平移" }, down: { keys: "↓", label: "向下平移" },
  jump: { keys: ":", label: "跳到第几页" }, back: { keys: "Esc", label: "返回列表" }, help: { keys: "?", label: "显示快捷键" },
};

/** The sheet's lines for the keys this viewer answers, in the table's order, with the viewer's own wording. */
export function keyRows(answered: readonly string[], wording: Partial<Record<ViewerKey, string>> = {}): KeyRow[] {
  const rows = (Object.keys(DEFAULT_ROWS) as ViewerKey[])
    .filter((k) => k === "help" || answered.includes(k))
    .map((k) => ({ keys: DEFAULT_ROWS[k].keys, label: wording[k] ?? DEFAULT_ROWS[k].label }));
  return answered.includes("pick") ? [...rows, { keys: "1–9", label: "选择第几个视图" }] : rows;
}
