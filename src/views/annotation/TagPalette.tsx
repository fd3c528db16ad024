import { Kbd } from "../../ui/kbd";
import type { CanvasTag } from "./types";

const SHAPE_TEXT = { rect: "矩形", polygon: "多边形" } as const;

/** The guideline's words (richText, sanitised by the server) without its markup. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
}

/**
 * 标签面板: the task's tags with their colours and hotkeys (1–9); the active tag goes on new shapes and, with a
 * slice selected, a click (or its key) retags it. The active tag's 标注规范 shows below.
 */
export function TagPalette({ tags, active, onPick, disabled }: { tags: readonly CanvasTag[]; active: number | null; onPick(tagId: number): void; disabled: boolean }) {
  const current = tags.find((t) => t.Id === active);
  const guide = current?.guideline ? plainText(current.guideline) : "";
  return (
    <section aria-label="标签" className="space-y-1" data-testid="tag-palette">
      <h2 className="text-xs font-medium text-neutral-400">标签</h2>
      {tags.length === 0 && <p className="text-sm text-neutral-400">此任务没有可用的标签</p>}
      <ul className="grid grid-cols-1 gap-1">
        {tags.map((t) => (
          <li key={t.Id}>
            <button type="button" disabled={disabled} onClick={() => onPick(t.Id)} aria-pressed={t.Id === active} data-tag-id={t.Id}
              title={`${t.label}：${t.shapes.map((s) => SHAPE_TEXT[s]).join("、")}${t.requiresText ? "，需录入文字" : ""}`}
              className={`flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm ${t.Id === active ? "bg-neutral-700 text-white outline outline-1 outline-neutral-400" : "text-neutral-200 hover:bg-neutral-800"} disabled:opacity-60`}>
              <span aria-hidden className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: t.color }} />
              <span className="min-w-0 flex-1 truncate">{t.label}{t.requiresText && <span className="ml-1 text-xs text-amber-300">文</span>}</span>
              {t.hotkey && <Kbd className="border-neutral-500 bg-neutral-800 text-neutral-200">{t.hotkey}</Kbd>}
            </button>
          </li>
        ))}
      </ul>
      {guide && <p className="whitespace-pre-line rounded bg-neutral-800 p-2 text-xs text-neutral-300" data-testid="tag-guideline">{guide}</p>}
    </section>
  );
}
