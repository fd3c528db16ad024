import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { searchImages, type PageImage } from "./subjectImages";

const TILE_LABEL: Readonly<Record<string, string>> = { none: "未切片", queued: "排队中", tiling: "切片中", ready: "已就绪", failed: "失败" };

/**
 * The 高清图 tab: the work's images in page order. Search adds an image (by title or HD- code), `Alt+↑/↓`
 * moves the focused one, `Delete` takes it out; nothing is sent until the page is saved (Ctrl/⌘+S).
 */
export function HdImagesTab({ images, disabled, onChange }: {
  images: readonly PageImage[];
  disabled: boolean;
  onChange(next: readonly PageImage[]): void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<readonly PageImage[]>([]);
  const [searching, setSearching] = useState(false);
  const [focus, setFocus] = useState(0);

  useEffect(() => {
    if (text.trim() === "") return;
    let live = true;
    const timer = setTimeout(() => {
      setSearching(true);
      searchImages(text).then((rows) => live && setFound(rows)).catch(() => live && setFound([])).finally(() => live && setSearching(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const add = (img: PageImage) => {
    if (!images.some((i) => i.Id === img.Id)) onChange([...images, img]);
    setText("");
    setFound([]);
  };
  const move = (at: number, by: number) => {
    const to = at + by;
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(at, 1);
    next.splice(to, 0, item as PageImage);
    onChange(next);
    setFocus(to);
    requestAnimationFrame(() => document.getElementById(`${id}-row-${to}`)?.focus());
  };
  const remove = (at: number) => {
    onChange(images.filter((_, i) => i !== at));
    setFocus(Math.max(0, at - 1));
  };
  const onRowKey = (e: KeyboardEvent, at: number) => {
    if (disabled) return;
    if (e.altKey && e.key === "ArrowUp") move(at, -1);
    else if (e.altKey && e.key === "ArrowDown") move(at, 1);
    else if (e.key === "Delete") remove(at);
    else if (e.key === "ArrowDown") document.getElementById(`${id}-row-${Math.min(images.length - 1, at + 1)}`)?.focus();
    else if (e.key === "ArrowUp") document.getElementById(`${id}-row-${Math.max(0, at - 1)}`)?.focus();
    else return;
    e.preventDefault();
  };

  return (
    <div className="space-y-4" data-testid="hd-images">
      {!disabled && (
        <div className="space-y-2">
          <label htmlFor={`${id}-search`} className="text-sm text-gray-700">添加高清图（按标题或 HD- 编号查找）</label>
          <Input id={`${id}-search`} value={text} placeholder="如 兰亭序 或 HD-000001" onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && found[0]) {
                e.preventDefault();
                add(found[0]);
              }
            }} />
          {text.trim() !== "" && (
            <ul role="listbox" aria-label="查找结果" className="max-h-56 overflow-auto rounded border border-gray-200">
              {searching && found.length === 0 && <li className="px-3 py-2 text-gray-600">查找中…</li>}
              {!searching && found.length === 0 && <li className="px-3 py-2 text-gray-600">没有符合的高清图</li>}
              {found.map((img) => (
                <li key={img.Id} role="option" aria-selected={false} tabIndex={0} className="flex cursor-pointer justify-between px-3 py-1.5 hover:bg-primary-soft focus:bg-primary-soft"
                  onClick={() => add(img)} onKeyDown={(e) => e.key === "Enter" && add(img)}>
                  <span>{img.code} {img.title}</span>
                  <span className="text-gray-600">{img.subjectType && img.subjectType !== "none" ? `已属于：${img.subjectTitle ?? img.subjectType}` : "未关联"}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {images.length === 0 ? <p className="text-gray-600">还没有高清图。</p> : (
        <ol className="divide-y divide-gray-100 rounded border border-gray-200" aria-label="高清图（按页序）">
          {images.map((img, at) => (
            <li key={img.Id} id={`${id}-row-${at}`} tabIndex={at === focus ? 0 : -1} data-testid="hd-image-row" onFocus={() => setFocus(at)}
              onKeyDown={(e) => onRowKey(e, at)} className="flex items-center gap-3 px-3 py-2 outline-none focus:bg-primary-soft">
              <span className="w-8 text-right tabular-nums text-gray-600">{at + 1}</span>
              {img.thumbnail ? <img src={img.thumbnail} alt="" className="h-10 w-10 rounded object-cover" /> : <span className="h-10 w-10 rounded bg-gray-100" aria-hidden="true" />}
              <span className="flex-1">{img.code} {img.title}</span>
              <span className={img.tileStatus === "ready" ? "text-green-700" : "text-amber-700"}>切片{TILE_LABEL[img.tileStatus] ?? img.tileStatus}</span>
              {!disabled && (
                <span className="flex gap-1">
                  <Button size="sm" variant="ghost" aria-label="上移" onClick={() => move(at, -1)} disabled={at === 0}>↑</Button>
                  <Button size="sm" variant="ghost" aria-label="下移" onClick={() => move(at, 1)} disabled={at === images.length - 1}>↓</Button>
                  <Button size="sm" variant="ghost" aria-label="移除" onClick={() => remove(at)}>移除</Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-gray-600">焦点在某一行时：Alt+↑/↓ 调整顺序，Delete 移除；Ctrl/⌘+S 与基本信息一起保存。</p>
    </div>
  );
}
