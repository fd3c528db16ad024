import type { Region, SliceShape } from "./shapes";

/** What the annotation canvas reads (content.md §11, §17.3); api.ts maps the server's answers to these. */

export interface CanvasTag {
  Id: number;
  label: string;
  code: string;
  color: string;
  hotkey: string | null;
  requiresText: boolean;
  shapes: SliceShape[];
  guideline: string;
}

export type AuditState = "draft" | "submitted" | "approved" | "rejected";

export interface CanvasSlice {
  Id: number;
  utime: number;
  taskId: number | null;
  tagId: number;
  shape: SliceShape;
  region: Region;
  text: string;
  note: string;
  auditState: AuditState;
  auditComment: string;
  annotatorId: number | null;
}

export type TaskState = "new" | "inProgress" | "submitted" | "rejected" | "completed" | "cancelled";

export interface CanvasTask {
  Id: number;
  utime: number;
  code: string;
  batchName: string;
  state: TaskState;
  stage: string;
  annotatorId: number;
  annotatorName?: string;
  reviewerId: number | null;
  instructions: string;
  dueAt: number | null;
  rejectReason: string;
}

export interface CanvasImage {
  Id: number;
  code: string;
  title: string;
  widthPx: number;
  heightPx: number;
  tileStatus: string;
  tileError: string | null;
  infoUrl: string | null;
  thumbnailUrl: string | null;
}

export interface CanvasData {
  /** annotator: the caller's own open task; reviewer: a submitted task and W(suha); view: read only. */
  mode: CanvasMode;
  /** May save and remove slices now (the server says; it checks again on every write). */
  canEdit: boolean;
  /** W(suha): per-slice and task verdicts. */
  canReview: boolean;
  image: CanvasImage;
  /** The task opened (`?taskId=`), or null for an image opened by itself (`?hdImageId=`: read-only). */
  task: CanvasTask | null;
  /** The tags offered: the task's, else every enabled tag. */
  tags: CanvasTag[];
  /** The task's slices (or, for an image, all of its slices). */
  slices: CanvasSlice[];
  /** Other tasks' slices on the same image (a read-only layer). */
  otherSlices: CanvasSlice[];
}

/** Who the canvas is for: the task's annotator while it is theirs to edit, its reviewer, or anyone reading. */
export type CanvasMode = "annotator" | "reviewer" | "view";
