import type { ImageAnnotation, OpenSeadragonAnnotator } from "@annotorious/openseadragon";
import type OpenSeadragon from "openseadragon";
import { useState, type RefObject } from "react";
import { present, toast } from "../../rpc/notices";
import { auditCalls, failureText, taskCalls } from "./api";
import type { CanvasCommand } from "./canvasKeys";
import type { Draft, DraftStore } from "./draftStore";
import { regionOf, sameRegion } from "./shapes";
import type { CanvasData } from "./types";
import { annotationOf } from "./useCanvasAnnotator";

const ZOOM_STEP = 1.5;
const SHAPE_TEXT = { rect: "矩形", polygon: "多边形" } as const;

interface Confirm { title: string; description?: string; label: string; danger: boolean; run(): void }
interface Reason { title: string; label: string; run(text: string): void }

interface Deps {
  annotator: OpenSeadragonAnnotator | null;
  viewer: OpenSeadragon.Viewer | null;
  store: DraftStore;
  data: CanvasData;
  size: { width: number; height: number };
  editable: boolean;
  mayEdit(key: string): boolean;
  ordered: readonly Draft[];
  selected: string | null;
  setSelected(key: string | null): void;
  activeTag: number | null;
  setActiveTag(id: number): void;
  tool: "rect" | "polygon" | null;
  setTool(tool: "rect" | "polygon" | null): void;
  setShowOthers(f: (shown: boolean) => boolean): void;
  setHelpOpen(open: boolean): void;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onReload(): void;
}

const warn = (text: string) => present(toast("warning", text, 3000));

/** What the canvas' keys, buttons and Annotorious' events do (content.md §17.3). */
export function useCanvasCommands(d: Deps) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [reason, setReason] = useState<Reason | null>(null);
  const { annotator, store, data } = d;
  const tagOf = (id: number | null) => data.tags.find((t) => t.Id === id);
  const draftOf = (key: string | null) => (key === null ? undefined : store.getSnapshot().find((x) => x.key === key));

  const select = (key: string) => {
    d.setSelected(key);
    annotator?.setSelected(key, d.mayEdit(key));
    annotator?.fitBoundsWithConstraints(key, { padding: 80 });
  };
  const step = (by: 1 | -1) => {
    if (d.ordered.length === 0) return;
    const at = d.ordered.findIndex((x) => x.key === d.selected);
    const next = d.ordered[at < 0 ? (by > 0 ? 0 : d.ordered.length - 1) : (at + by + d.ordered.length) % d.ordered.length];
    if (next) select(next.key);
  };
  /** The next slice still awaiting a verdict after `key` (the reviewer's → after y / n). */
  const nextToReview = (key: string) => {
    const at = d.ordered.findIndex((x) => x.key === key);
    const rest = [...d.ordered.slice(at + 1), ...d.ordered.slice(0, Math.max(0, at))];
    const next = rest.find((x) => x.auditState === "submitted");
    if (next) select(next.key);
  };

  /** The active tag, checked against the shape: a tag that does not allow it leaves the slice untagged. */
  const tagFor = (shape: "rect" | "polygon"): number | null => {
    const tag = tagOf(d.activeTag);
    if (!tag) return null;
    if (tag.shapes.includes(shape)) return tag.Id;
    warn(`「${tag.label}」不允许${SHAPE_TEXT[shape]}，请按 1–9 另选标签`);
    return null;
  };

  const pickTag = (tagId: number) => {
    const tag = tagOf(tagId);
    if (!tag) return;
    d.setActiveTag(tagId);
    const current = draftOf(d.selected);
    if (!current || !d.mayEdit(current.key)) return;
    if (!tag.shapes.includes(current.shape)) {
      warn(`「${tag.label}」不允许${SHAPE_TEXT[current.shape]}`);
      return;
    }
    store.change(current.key, { tagId });
    if (tag.requiresText && current.text.trim() === "") setTimeout(() => d.textRef.current?.focus(), 0);
  };

  const draw = (tool: "rect" | "polygon") => {
    if (!annotator || !d.editable) return;
    if (d.tool === tool) {
      annotator.setDrawingEnabled(false);
      d.setTool(null);
      return;
    }
    annotator.setDrawingTool(tool === "rect" ? "rectangle" : "polygon");
    annotator.setDrawingEnabled(true);
    d.setTool(tool);
  };

  const remove = () => {
    const current = draftOf(d.selected);
    if (!current || !d.mayEdit(current.key)) {
      if (current) warn("只能删除草稿或被驳回的切片");
      return;
    }
    setConfirm({
      title: "删除切片", label: "删除", danger: true,
      description: `删除「${tagOf(current.tagId)?.label ?? "未选标签"}」切片？删除后不能恢复。`,
      run: () => {
        setConfirm(null);
        annotator?.removeAnnotation(current.key);
        d.setSelected(null);
        void store.remove(current.key).then((refused) => {
          if (refused) {
            present(toast("error", `删除失败：${refused}`, 6000));
            annotator?.addAnnotation(annotationOf(current));
          }
        });
      },
    });
  };

  const submit = async () => {
    const task = data.task;
    if (!task || !d.editable) return;
    await store.flush();
    const open = store.getSnapshot().filter((x) => x.state !== "saved");
    if (open.length > 0) {
      warn(`还有 ${open.length} 个切片未保存（缺标签、缺文字或保存失败），请先处理`);
      select(open[0]?.key ?? "");
      return;
    }
    if (store.getSnapshot().length === 0) {
      warn("还没有切片，不能提交审核");
      return;
    }
    setConfirm({
      title: "提交审核", label: "提交审核", danger: false,
      description: `共 ${store.getSnapshot().length} 个切片。提交后不能再修改切片，确定提交审核吗？`,
      run: () => {
        setConfirm(null);
        taskCalls.submit(task).then(() => {
          present(toast("success", "已提交审核"));
          d.onReload();
        }, (e) => present(toast("error", failureText(e, "提交审核"), 6000)));
      },
    });
  };

  const audit = (verdict: "approve" | "reject") => {
    const current = draftOf(d.selected);
    if (!current || current.Id === null || current.utime === null) {
      warn("请先选中一个切片（Tab 到下一个）");
      return;
    }
    if (current.auditState !== "submitted") {
      warn(`此切片${current.auditState === "approved" ? "已通过" : current.auditState === "rejected" ? "已驳回" : "还未提交"}`);
      return;
    }
    const row = { Id: current.Id, utime: current.utime };
    const done = (saved: { utime: number; auditState: Draft["auditState"]; auditComment: string | null }) => {
      store.audited(current.key, { utime: saved.utime, auditState: saved.auditState, auditComment: saved.auditComment ?? "" });
      nextToReview(current.key);
    };
    const failed = (e: unknown) => present(toast("error", failureText(e, "审核"), 6000));
    if (verdict === "approve") {
      auditCalls.approve(row).then(done, failed);
      return;
    }
    setReason({
      title: "驳回切片", label: "审核意见",
      run: (comment) => {
        setReason(null);
        auditCalls.reject(row, comment).then(done, failed);
      },
    });
  };

  const run = (c: CanvasCommand) => {
    const v = d.viewer;
    switch (c.does) {
      case "tag": {
        const tag = data.tags.find((t) => t.hotkey === c.hotkey);
        if (tag) pickTag(tag.Id);
        else warn(`没有快捷键为 ${c.hotkey} 的标签`);
        return;
      }
      case "rect": case "polygon": draw(c.does); return;
      case "pan":
        annotator?.setDrawingEnabled(false);
        d.setTool(null);
        return;
      case "remove": remove(); return;
      case "deselect":
        annotator?.cancelDrawing();
        annotator?.cancelSelected();
        d.setSelected(null);
        return;
      case "next": step(1); return;
      case "prev": step(-1); return;
      case "approve": case "reject": audit(c.does); return;
      case "submit": void submit(); return;
      case "zoomIn": v?.viewport.zoomBy(ZOOM_STEP); return;
      case "zoomOut": v?.viewport.zoomBy(1 / ZOOM_STEP); return;
      case "home": v?.viewport.goHome(); return;
      case "text": d.textRef.current?.focus(); return;
      case "others": d.setShowOthers((s) => !s); return;
      case "help": d.setHelpOpen(true); return;
    }
  };

  return {
    run, select, pickTag, confirm, setConfirm, reason, setReason,
    created(a: ImageAnnotation) {
      const place = regionOf(a, d.size);
      if (typeof place === "string" || !d.editable) {
        annotator?.removeAnnotation(a.id);
        if (typeof place === "string") warn(place);
        return;
      }
      store.add(a.id, place.shape, place.region, tagFor(place.shape));
      d.setSelected(a.id);
      const tag = tagOf(d.activeTag);
      if (tag?.requiresText) setTimeout(() => d.textRef.current?.focus(), 0);
    },
    updated(a: ImageAnnotation) {
      const current = draftOf(a.id);
      if (!current) return;
      const place = regionOf(a, d.size);
      if (typeof place === "string") {
        warn(place);
        return;
      }
      if (!sameRegion(place.region, current.region)) store.change(a.id, place);
    },
    deleted(a: ImageAnnotation) {
      if (draftOf(a.id)) void store.remove(a.id);
    },
    approveTask() {
      const task = data.task;
      if (!task) return;
      setConfirm({
        title: "通过任务", label: "审核通过", danger: false,
        description: "仍待审核的切片将一并通过，并按通过数计算结算金额。",
        run: () => {
          setConfirm(null);
          taskCalls.approve(task).then(() => {
            present(toast("success", "任务已审核通过"));
            d.onReload();
          }, (e) => present(toast("error", failureText(e, "审核"), 6000)));
        },
      });
    },
    askRejectTask() {
      const task = data.task;
      if (!task) return;
      setReason({
        title: "驳回任务", label: "驳回原因",
        run: (text) => {
          setReason(null);
          taskCalls.reject(task, text).then(() => {
            present(toast("success", "任务已驳回"));
            d.onReload();
          }, (e) => present(toast("error", failureText(e, "驳回"), 6000)));
        },
      });
    },
  };
}
