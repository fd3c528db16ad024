import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import type { ViewerImage } from "./types";

/** The small top bar of every viewer (no-layout and full-screen routes alike): back, title, what is shown, tools. */
export function TopBar({ title, detail, onBack, children }: { title: string; detail?: string; onBack: () => void; children?: ReactNode }) {
  return (
    <header className="flex h-11 shrink-0 items-center gap-3 border-b border-neutral-700 bg-neutral-950 px-3 text-neutral-100" data-testid="viewer-topbar">
      <Button size="sm" variant="ghost" className="text-neutral-100 hover:bg-neutral-800" onClick={onBack} title="返回列表（Esc）">← 返回</Button>
      <h1 className="truncate font-medium">{title}</h1>
      {detail && <span className="truncate text-sm text-neutral-400" data-testid="viewer-detail">{detail}</span>}
      <div className="ml-auto flex items-center gap-1">{children}</div>
    </header>
  );
}

/** A tool button of the top bar, its key in the title. */
export function Tool({ label, keyName, pressed, onClick, testId }: { label: string; keyName: string; pressed?: boolean; onClick: () => void; testId?: string }) {
  return (
    <Button size="sm" variant="ghost" aria-pressed={pressed} title={`${label}（${keyName}）`} onClick={onClick} data-testid={testId}
      className={pressed ? "bg-neutral-700 text-white hover:bg-neutral-600" : "text-neutral-200 hover:bg-neutral-800"}>
      {label}
    </Button>
  );
}

/** The set's thumbnails, the current one marked; a click shows it. */
export function ThumbStrip({ images, current, onPick, labelOf }: { images: readonly ViewerImage[]; current: number; onPick: (index: number) => void; labelOf: (image: ViewerImage, index: number) => string }) {
  return (
    <nav aria-label="图片列表" className="flex h-24 shrink-0 gap-2 overflow-x-auto border-t border-neutral-700 bg-neutral-950 p-2" data-testid="viewer-strip">
      {images.map((image, i) => (
        <button key={image.Id} type="button" onClick={() => onPick(i)} aria-current={i === current ? "true" : undefined}
          className={`flex w-20 shrink-0 flex-col items-center gap-1 rounded p-1 text-xs text-neutral-300 ${i === current ? "bg-neutral-700 outline outline-2 outline-primary" : "hover:bg-neutral-800"}`}>
          {image.thumbnailUrl
            ? <img src={image.thumbnailUrl} alt="" className="h-12 w-full object-contain" loading="lazy" />
            : <span className="flex h-12 w-full items-center justify-center bg-neutral-800 text-neutral-500">无图</span>}
          <span className="w-full truncate text-center">{labelOf(image, i)}</span>
        </button>
      ))}
    </nav>
  );
}

/** Why a viewer shows nothing: a Chinese sentence, and the way back. */
export function ViewerProblem({ text, onBack }: { text: string; onBack: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 bg-neutral-900 p-6 text-neutral-100">
      <p role="alert" data-testid="viewer-problem">{text}</p>
      <Button onClick={onBack}>返回列表</Button>
    </div>
  );
}
