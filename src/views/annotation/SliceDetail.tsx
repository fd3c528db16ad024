import type { RefObject } from "react";
import { Button } from "../../ui/button";
import { Input, Textarea } from "../../ui/input";
import { Kbd } from "../../ui/kbd";
import type { Draft } from "./draftStore";
import { boundsOf } from "./shapes";
import { AUDIT_TEXT, DRAFT_TEXT } from "./SliceList";
import type { CanvasMode, CanvasTag } from "./types";

/**
 * The selected slice: its tag and box; for its annotator the text (required when the tag says so) and a note;
 * for a reviewer 通过 (y) / 驳回 (n). A failed save says why and offers 重试.
 */
export function SliceDetail({ draft, tag, mode, editable, textRef, onChange, onRetry, onApprove, onReject }: {
  draft: Draft;
  tag: CanvasTag | undefined;
  mode: CanvasMode;
  editable: boolean;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onChange(change: { text?: string; note?: string }): void;
  onRetry(): void;
  onApprove(): void;
  onReject(): void;
}) {
  const b = boundsOf(draft.region);
  const reviewable = mode === "reviewer" && draft.auditState === "submitted" && draft.Id !== null;
  return (
    <section aria-label="选中的切片" className="space-y-2 rounded border border-neutral-700 p-2 text-sm text-neutral-200" data-testid="slice-detail" data-slice-id={draft.Id ?? ""}>
      <p className="flex items-center gap-2">
        <span aria-hidden className="h-3 w-3 rounded-sm" style={{ backgroundColor: tag?.color ?? "#888888" }} />
        <span className="font-medium">{tag?.label ?? "未选标签（按 1–9 选择）"}</span>
        <span className="ml-auto text-xs text-neutral-400">{AUDIT_TEXT[draft.auditState]}</span>
      </p>
      <p className="text-xs text-neutral-400">{draft.shape === "rect" ? "矩形" : "多边形"} · x {b.minX}, y {b.minY}, {b.maxX - b.minX}×{b.maxY - b.minY} 像素</p>
      {draft.auditComment && <p className="rounded bg-red-950 p-1.5 text-xs text-red-200">审核意见：{draft.auditComment}</p>}
      {(tag?.requiresText || draft.text || editable) && (
        <label className="block text-xs text-neutral-400">
          文字内容{tag?.requiresText ? "（必填）" : ""} <Kbd className="border-neutral-500 bg-neutral-800 text-neutral-200">t</Kbd>
          <Textarea ref={textRef} value={draft.text} readOnly={!editable} maxLength={2000} rows={2} placeholder={tag?.requiresText ? "如：乾隆御览之宝" : ""}
            onChange={(e) => onChange({ text: e.target.value })} className="mt-1 w-full bg-neutral-800 text-neutral-100"
            onKeyDown={(e) => {
              // Esc leaves the box for the canvas' keys (the text is already kept).
              if (e.key === "Escape") e.currentTarget.blur();
            }} />
        </label>
      )}
      {(editable || draft.note) && (
        <label className="block text-xs text-neutral-400">
          备注
          <Input value={draft.note} readOnly={!editable} maxLength={200} onChange={(e) => onChange({ note: e.target.value })} className="mt-1 w-full bg-neutral-800 text-neutral-100"
            onKeyDown={(e) => e.key === "Escape" && e.currentTarget.blur()} />
        </label>
      )}
      {draft.state !== "saved" && (
        <p className={`text-xs ${draft.state === "failed" ? "text-red-400" : "text-amber-300"}`} role={draft.state === "failed" ? "alert" : undefined} data-testid="slice-save-state">
          {draft.state === "needsText" ? `「${tag?.label ?? ""}」需录入文字，填写后自动保存` : draft.error ?? DRAFT_TEXT[draft.state]}
          {draft.state === "failed" && <Button size="sm" variant="ghost" className="ml-2 text-neutral-100" onClick={onRetry}>重试</Button>}
        </p>
      )}
      {reviewable && (
        <div className="flex gap-2">
          <Button size="sm" variant="primary" onClick={onApprove}>通过 <Kbd tone="inverse">y</Kbd></Button>
          <Button size="sm" variant="danger" onClick={onReject}>驳回 <Kbd tone="inverse">n</Kbd></Button>
        </div>
      )}
    </section>
  );
}
