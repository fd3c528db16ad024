import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Kbd } from "../../ui/kbd";
import { TopBar } from "../deepzoom/ViewerChrome";
import { ViewerKeySheet } from "../deepzoom/ViewerKeySheet";
import { failureText, sliceApiOf } from "./api";
import { canvasKeyRows } from "./canvasKeys";
import { createDraftStore, saveStatus, type Draft } from "./draftStore";
import { ReasonDialog } from "./ReasonDialog";
import { SliceDetail } from "./SliceDetail";
import { SliceList, useOrderedSlices } from "./SliceList";
import { TagPalette } from "./TagPalette";
import { TaskBanner } from "./TaskBanner";
import type { CanvasData } from "./types";
import { annotationOf, styleOf, useCanvasAnnotator } from "./useCanvasAnnotator";
import { useCanvasKeys } from "./useCanvasKeys";
import { useCanvasCommands } from "./useCanvasCommands";

const STATUS_TONE = { ok: "text-green-400", busy: "text-neutral-300", error: "text-red-400", warn: "text-amber-300" } as const;
const MODE_TEXT = { annotator: "标注", reviewer: "审核", view: "只读" } as const;
const OTHER_PREFIX = "o";

/**
 * AnnotationCanvas (content.md §17.3): the image in OpenSeadragon with Annotorious; tag palette, slice list and
 * the selected slice beside it. Every change autosaves (draftStore); the keys are canvasKeys'. `onReload`
 * fetches the workspace again after a task verdict (the screen then starts afresh in its new mode).
 */
export function Workbench({ data, onBack, onReload }: { data: CanvasData; onBack(): void; onReload(): void }) {
  const { image, task, tags, mode } = data;
  const editable = mode === "annotator" && data.canEdit;
  const store = useMemo(() => {
    const made = createDraftStore(sliceApiOf(task ? { taskId: task.Id } : { hdImageId: image.Id }), {
      requiresText: (tagId) => tags.find((t) => t.Id === tagId)?.requiresText ?? false,
      describe: (e) => failureText(e, "保存"),
    });
    made.load(data.slices);
    return made;
  }, [task, image.Id, tags, data.slices]);
  useEffect(() => () => store.dispose(), [store]);
  const drafts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [selected, setSelected] = useState<string | null>(null);
  const [activeTag, setActiveTag] = useState<number | null>(tags[0]?.Id ?? null);
  const [tool, setTool] = useState<"rect" | "polygon" | null>(null);
  const [tagFilter, setTagFilter] = useState<number | null>(null);
  const [showOthers, setShowOthers] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const size = { width: image.widthPx, height: image.heightPx };
  const ordered = useOrderedSlices(drafts, image.heightPx, tagFilter);
  const current = drafts.find((d) => d.key === selected);
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  }, [drafts]);

  /** The annotator changes only drafts and rejected slices (approved ones stay as the reviewer passed them). */
  const editableDraft = (d: Draft | undefined) => editable && d !== undefined && (d.auditState === "draft" || d.auditState === "rejected");
  const mayEdit = (key: string) => !key.startsWith(OTHER_PREFIX) && editableDraft(store.getSnapshot().find((x) => x.key === key));

  const { annotator, viewer } = useCanvasAnnotator(element, image.infoUrl ?? "", {
    created: (a) => commands.created(a),
    updated: (a) => commands.updated(a),
    deleted: (a) => commands.deleted(a),
    selected: (key) => setSelected(key !== null && key.startsWith(OTHER_PREFIX) ? null : key),
    selectAction: (key) => (key.startsWith(OTHER_PREFIX) ? "NONE" : mayEdit(key) ? "EDIT" : "SELECT"),
  });

  const commands = useCanvasCommands({
    annotator, viewer, store, data, size, editable, mayEdit, ordered, selected, setSelected, activeTag, setActiveTag,
    tool, setTool, setShowOthers, setHelpOpen, textRef, onReload,
  });

  // The stored slices once Annotorious is ready; later changes are drawn by Annotorious itself.
  useEffect(() => {
    if (!annotator) return;
    annotator.setAnnotations(draftsRef.current.map(annotationOf), true);
    element.current?.setAttribute("data-annotations-ready", "true");
  }, [annotator]);

  // Other tasks' slices on the same image: a faded layer that cannot be selected.
  useEffect(() => {
    if (!annotator) return;
    const others = data.otherSlices.map((s) => annotationOf({ key: `${OTHER_PREFIX}${s.Id}`, shape: s.shape, region: s.region }));
    if (showOthers) others.forEach((a) => annotator.addAnnotation(a));
    else others.forEach((a) => annotator.removeAnnotation(a.id));
  }, [annotator, showOthers, data.otherSlices]);

  // Colours follow the tags (and a reviewer's rejection) as they change.
  useEffect(() => {
    if (!annotator) return;
    const otherTag = (key: string) => data.otherSlices.find((s) => `${OTHER_PREFIX}${s.Id}` === key)?.tagId;
    annotator.setStyle(styleOf((key) => {
      const d = draftsRef.current.find((x) => x.key === key);
      const tagId = d?.tagId ?? otherTag(key) ?? null;
      return { color: tags.find((t) => t.Id === tagId)?.color ?? "#aaaaaa", rejected: d?.auditState === "rejected", faded: key.startsWith(OTHER_PREFIX) };
    }));
  }, [annotator, drafts, tags, data.otherSlices]);

  useCanvasKeys(mode, element, commands.run);
  const status = saveStatus(drafts);
  const tagOfCurrent = tags.find((t) => t.Id === current?.tagId);
  const detail = [image.code, image.title !== image.code ? image.title : "", `${image.widthPx}×${image.heightPx}`].filter(Boolean).join(" · ");

  return (
    <main className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="annotation-canvas-view" data-mode={mode}>
      <TopBar title={task ? `标注 ${task.code}` : `标注 · ${image.title}`} detail={detail} onBack={onBack}>
        <span className="mr-2 text-xs text-neutral-400">{MODE_TEXT[mode]}模式</span>
        {editable && (
          <>
            <ToolButton label="矩形" keyName="r" pressed={tool === "rect"} onClick={() => commands.run({ does: "rect" })} />
            <ToolButton label="多边形" keyName="p" pressed={tool === "polygon"} onClick={() => commands.run({ does: "polygon" })} />
            <ToolButton label="拖动" keyName="v" pressed={tool === null} onClick={() => commands.run({ does: "pan" })} />
          </>
        )}
        {data.otherSlices.length > 0 && <ToolButton label={`其他任务（${data.otherSlices.length}）`} keyName="o" pressed={showOthers} onClick={() => commands.run({ does: "others" })} />}
        <ToolButton label="快捷键" keyName="?" onClick={() => setHelpOpen(true)} />
        {editable && <span role="status" aria-live="polite" className={`ml-2 text-sm ${STATUS_TONE[status.tone]}`} data-testid="save-status">{status.text}</span>}
        {mode === "annotator" && task && (
          <Button size="sm" variant="primary" className="ml-2" disabled={!editable} onClick={() => commands.run({ does: "submit" })} data-testid="submit-task">
            提交审核 <Kbd tone="inverse">Ctrl+Enter</Kbd>
          </Button>
        )}
        {mode === "reviewer" && data.canReview && task?.state === "submitted" && (
          <>
            <Button size="sm" variant="primary" className="ml-2" onClick={() => commands.approveTask()} data-testid="approve-task">通过任务</Button>
            <Button size="sm" variant="danger" className="ml-1" onClick={() => commands.askRejectTask()} data-testid="reject-task">驳回任务</Button>
          </>
        )}
      </TopBar>
      <div className="flex min-h-0 flex-1">
        <div className="relative min-w-0 flex-1">
          <div ref={element} className="absolute inset-0" data-testid="annotation-canvas" data-tool={tool ?? "pan"} role="application"
            aria-label={`${image.title}：${editable ? "按 r 画矩形、p 画多边形，1–9 选标签" : "选中切片后查看"}`} />
        </div>
        <aside className="flex w-80 shrink-0 flex-col gap-3 overflow-hidden border-l border-neutral-700 bg-neutral-950 p-3" aria-label="标注面板">
          {task && <TaskBanner task={task} />}
          <TagPalette tags={tags} active={activeTag} disabled={mode !== "annotator"} onPick={(id) => commands.pickTag(id)} />
          {current && (
            <SliceDetail draft={current} tag={tagOfCurrent} mode={mode} editable={editableDraft(current)} textRef={textRef}
              onChange={(change) => store.change(current.key, change)} onRetry={() => store.retry(current.key)}
              onApprove={() => commands.run({ does: "approve" })} onReject={() => commands.run({ does: "reject" })} />
          )}
          <SliceList ordered={ordered} tags={tags} selected={selected} onPick={(key) => commands.select(key)} tagFilter={tagFilter} onTagFilter={setTagFilter} />
        </aside>
      </div>
      <ViewerKeySheet open={helpOpen} onOpenChange={setHelpOpen} rows={canvasKeyRows(mode)} note="单键快捷键在输入框中不会触发；Esc 离开输入框。" />
      <ConfirmDialog open={commands.confirm !== null} title={commands.confirm?.title ?? ""} description={commands.confirm?.description}
        confirmLabel={commands.confirm?.label ?? "确定"} danger={commands.confirm?.danger ?? false}
        onConfirm={() => commands.confirm?.run()} onCancel={() => commands.setConfirm(null)} />
      <ReasonDialog open={commands.reason !== null} title={commands.reason?.title ?? ""} label={commands.reason?.label ?? ""}
        onConfirm={(text) => commands.reason?.run(text)} onCancel={() => commands.setReason(null)} />
    </main>
  );
}

function ToolButton({ label, keyName, pressed, onClick }: { label: string; keyName: string; pressed?: boolean; onClick(): void }) {
  return (
    <Button size="sm" variant="ghost" aria-pressed={pressed} title={`${label}（${keyName}）`} onClick={onClick}
      className={pressed ? "bg-neutral-700 text-white hover:bg-neutral-600" : "text-neutral-200 hover:bg-neutral-800"}>
      {label}
    </Button>
  );
}
