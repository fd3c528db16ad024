import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { TILE_STATUSES } from "../../catalogue/resources/hd/hdEnums";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Thumbnail } from "../resource/list/Thumbnail";
import { searchImages, type PageImage } from "./subjectImages";

const tileLabel = (status: string) => TILE_STATUSES.find((s) => s.value === status)?.label ?? status;

/** Results of one search: only those for the text now in the box are shown or picked. */
interface Found {
  readonly query: string;
  readonly rows: readonly PageImage[];
}

/**
 * The 高清图 tab: the work's images in page order. Search adds an image (by title or HD- code), `Alt+↑/↓`
 * moves the focused one, `Delete` takes it out; nothing is sent until the page is saved (Ctrl/⌘+S).
 * In the search, Enter adds the first result not in the list yet, ↓ goes into the results (↑/↓ there,
 * Enter adds, Esc back to the search).
 */
export function HdImagesTab({ images, disabled, onChange }: {
  images: readonly PageImage[];
  disabled: boolean;
  onChange(next: readonly PageImage[]): void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ query: "", rows: [] });
  const [focus, setFocus] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const query = text.trim();
  // Results of an earlier text are never shown (nor picked by Enter) for the one typed since.
  const results = found.query === query ? found.rows : [];
  const searching = query !== "" && found.query !== query;
  const listed = (img: PageImage) => images.some((i) => i.Id === img.Id);

  useEffect(() => {
    if (query === "") return;
    let live = true;
    const timer = setTimeout(() => {
      searchImages(query).then((rows) => live && setFound({ query, rows })).catch(() => live && setFound({ query, rows: [] }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const focusRow = (at: number) => requestAnimationFrame(() => document.getElementById(`${id}-row-${at}`)?.focus());
  const add = (img: PageImage) => {
    if (!listed(img)) onChange([...images, img]);
    setText("");
    searchRef.current?.focus();
  };
  const onOptionKey = (e: KeyboardEvent<HTMLLIElement>, img: PageImage) => {
    const options = [...(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];
    const at = options.indexOf(e.currentTarget);
    if (e.key === "Enter") add(img);
    else if (e.key === "ArrowDown") options[Math.min(options.length - 1, at + 1)]?.focus();
    else if (e.key === "ArrowUp" && at > 0) options[at - 1]?.focus();
    else if (e.key === "ArrowUp" || e.key === "Escape") searchRef.current?.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const move = (at: number, by: number) => {
    const to = at + by;
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(at, 1);
    next.splice(to, 0, item as PageImage);
    onChange(next);
    setFocus(to);
    focusRow(to);
  };
  // The focus stays in the list: on the row that took the removed one's place, else the one before, else the search.
  const remove = (at: number) => {
    onChange(images.filter((_, i) => i !== at));
    const next = Math.min(at, images.length - 2);
    setFocus(Math.max(0, next));
    if (next >= 0) focusRow(next);
    else searchRef.current?.focus();
  };
  const tabStop = Math.min(focus, images.length - 1);
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
          <Input ref={searchRef} id={`${id}-search`} value={text} placeholder="如 兰亭序 或 HD-000001" onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              const first = results.find((img) => !listed(img));
              if (e.key === "Enter" && first) add(first);
              else if (e.key === "ArrowDown" && results.length > 0) document.getElementById(`${id}-option-0`)?.focus();
              else return;
              e.preventDefault();
            }} />
          {query !== "" && (
            <ul role="listbox" aria-label="查找结果" className="max-h-56 overflow-auto rounded border border-gray-200">
              {searching && <li className="px-3 py-2 text-gray-600">查找中…</li>}
              {!searching && results.length === 0 && <li className="px-3 py-2 text-gray-600">没有符合的高清图</li>}
              {results.map((img, at) => (
                <li key={img.Id} id={`${id}-option-${at}`} role="option" aria-selected={false} tabIndex={-1}
                  className="flex cursor-pointer justify-between px-3 py-1.5 outline-none hover:bg-primary-soft focus:bg-primary-soft"
                  onClick={() => add(img)} onKeyDown={(e) => onOptionKey(e, img)}>
                  <span>{img.code} {img.title}</span>
                  <span className="text-gray-600">{listed(img) ? "已在列表中" : img.subjectType && img.subjectType !== "none" ? `已属于：${img.subjectTitle ?? img.subjectType}` : "未关联"}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {images.length === 0 ? <p className="text-gray-600">还没有高清图。</p> : (
        <ol className="divide-y divide-gray-100 rounded border border-gray-200" aria-label="高清图（按页序）">
          {images.map((img, at) => (
            <li key={img.Id} id={`${id}-row-${at}`} tabIndex={at === tabStop ? 0 : -1} data-testid="hd-image-row" onFocus={() => setFocus(at)}
              onKeyDown={(e) => onRowKey(e, at)} className="flex items-center gap-3 px-3 py-2 outline-none focus:bg-primary-soft">
              <span className="w-8 text-right tabular-nums text-gray-600">{at + 1}</span>
              {/* The thumbnail is a stored key, shown through a signed URL as in the lists. */}
              {img.thumbnail ? <Thumbnail value={img.thumbnail} label={img.title} /> : <span className="h-7 w-7 rounded bg-gray-100" aria-hidden="true" />}
              <span className="flex-1">{img.code} {img.title}</span>
              <span className={img.tileStatus === "ready" ? "text-green-700" : "text-amber-700"}>切片：{tileLabel(img.tileStatus)}</span>
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
