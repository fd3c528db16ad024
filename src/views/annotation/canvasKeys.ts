import type { CanvasMode } from "./types";

/** What a key does on the annotation canvas (content.md §17.3). */
export type CanvasCommand =
  | { does: "tag"; hotkey: string }
  | { does: "rect" | "polygon" | "pan" | "remove" | "deselect" | "next" | "prev" | "approve" | "reject" | "submit" | "zoomIn" | "zoomOut" | "home" | "text" | "others" | "help" };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing: boolean;
}

/**
 * The command of a key in a mode, or null. Letters only with single-key shortcuts on; `Ctrl/⌘+Enter` submits.
 * Annotator: `r` rectangle, `p` polygon, `v` pan (drawing off), `1`–`9` tag, `Delete` remove, `t` text.
 * Reviewer: `y` approve, `n` reject, `→`/`←` next/previous slice. Everyone: `Tab`/`Shift+Tab`, `Esc`, `+ - 0`, `o`, `?`.
 */
export function commandOf(e: KeyLike, mode: CanvasMode, singleKeys: boolean): CanvasCommand | null {
  if (e.isComposing || e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && e.key === "Enter") return mode === "annotator" ? { does: "submit" } : null;
  if (e.ctrlKey || e.metaKey) return null;
  switch (e.key) {
    case "Escape": return { does: "deselect" };
    case "Tab": return { does: e.shiftKey ? "prev" : "next" };
    case "+": case "=": return { does: "zoomIn" };
    case "-": case "_": return { does: "zoomOut" };
    case "0": return { does: "home" };
    case "Delete": case "Backspace": return mode === "annotator" ? { does: "remove" } : null;
    case "ArrowRight": return mode === "reviewer" ? { does: "next" } : null;
    case "ArrowLeft": return mode === "reviewer" ? { does: "prev" } : null;
    default: break;
  }
  if (/^[1-9]$/.test(e.key)) return mode === "annotator" ? { does: "tag", hotkey: e.key } : null;
  if (!singleKeys) return null;
  const letter = e.key.toLowerCase();
  if (letter === "?") return { does: "help" };
  if (letter === "o") return { does: "others" };
  if (mode === "annotator") {
    if (letter === "r") return { does: "rect" };
    if (letter === "p") return { does: "polygon" };
    if (letter === "v") return { does: "pan" };
    if (letter === "t") return { does: "text" };
  }
  if (mode === "reviewer") {
    if (letter === "y") return { does: "approve" };
    if (letter === "n") return { does: "reject" };
  }
  return null;
}

/** The key sheet of a mode. */
export function canvasKeyRows(mode: CanvasMode): { keys: string; label: string }[] {
  const common = [
    { keys: "Tab / Shift+Tab", label: "下一个 / 上一个切片（并飞到它）" },
    { keys: "Esc", label: "取消选中（画多边形时放弃本次绘制）" },
    { keys: "+ / - / 0", label: "放大 / 缩小 / 复位" },
    { keys: "o", label: "显示 / 隐藏其他任务的切片" },
    { keys: "?", label: "显示快捷键" },
  ];
  if (mode === "annotator") {
    return [
      { keys: "r", label: "矩形工具（再按一次回到拖动浏览）" },
      { keys: "p", label: "多边形工具（单击加点，双击或点回起点结束）" },
      { keys: "v", label: "拖动浏览（停止绘制）" },
      { keys: "1–9", label: "选择标签；已选中切片时改为该标签" },
      { keys: "t", label: "填写选中切片的文字内容" },
      { keys: "Delete", label: "删除选中的切片（先确认）" },
      { keys: "Ctrl+Enter", label: "提交审核" },
      ...common,
    ];
  }
  if (mode === "reviewer") {
    return [
      { keys: "y", label: "通过选中的切片，并到下一个" },
      { keys: "n", label: "驳回选中的切片（填写意见），并到下一个" },
      { keys: "→ / ←", label: "下一个 / 上一个切片" },
      ...common,
    ];
  }
  return common;
}
