import { useQuery } from "@tanstack/react-query";
import type { ResourceDef } from "../../catalogue";
import { annotationSlice } from "../../catalogue/resources/revise/annotationSlice";
import { reviseTask } from "../../catalogue/resources/revise/reviseTask";
import { isRpcFailure } from "../../rpc/failures";
import { resourceClient } from "../../rpc/resourceClient";
import { annotationCanvasAdmin } from "../../rpc/services";
import type { SliceApi } from "./draftStore";
import type { CanvasData, CanvasSlice } from "./types";

/** What the route asks for: a task (`?taskId=`) or an image by itself (`?hdImageId=`). */
export type CanvasRequest = { taskId: number } | { hdImageId: number };

const ID = /^[1-9]\d{0,15}$/;

/** The route's input, or a Chinese sentence saying what is wrong with the address. */
export function readCanvasRequest(params: URLSearchParams): CanvasRequest | string {
  const taskId = params.get("taskId");
  const hdImageId = params.get("hdImageId");
  if (taskId !== null) return ID.test(taskId) ? { taskId: Number(taskId) } : `任务 Id「${taskId}」不正确`;
  if (hdImageId !== null) return ID.test(hdImageId) ? { hdImageId: Number(hdImageId) } : `高清图 Id「${hdImageId}」不正确`;
  return "地址缺少 taskId 或 hdImageId 参数，请从「修订列表」或「标注列表」的「打开标注」进入";
}

/** A failed call in Chinese: the server's own message (PERMISSION_DENIED, a rule), else the network. */
export function failureText(error: unknown, what: string): string {
  return isRpcFailure(error) && error.message !== "network" && error.message !== "" ? error.message : `网络异常，${what}失败`;
}

export const workspaceKey = (request: CanvasRequest | null) => ["annotationWorkspace", request] as const;

export function useWorkspace(request: CanvasRequest | null) {
  return useQuery({
    queryKey: workspaceKey(request),
    enabled: request !== null,
    retry: false,
    // The tiles' addresses are signed for about two hours; slices are kept by the canvas itself once open.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const data = (await annotationCanvasAdmin.getWorkspace<CanvasData>(request ?? { taskId: 0 }, { silent: true })).data;
      return { ...data, slices: data.slices.map(sliceOf), otherSlices: (data.otherSlices ?? []).map(sliceOf) };
    },
  });
}

/** A slice row as the canvas keeps it: empty text rather than null. */
function sliceOf(row: CanvasSlice): CanvasSlice {
  return { ...row, text: row.text ?? "", note: row.note ?? "", auditComment: row.auditComment ?? "" };
}

const tasks = resourceClient(reviseTask as ResourceDef);
const slices = resourceClient(annotationSlice as ResourceDef);

/**
 * The slice writes of one task (or of an image opened without one, for W(suha)), for the draft store
 * (silent: the canvas shows its own status and reasons).
 */
export function sliceApiOf(owner: { taskId: number } | { hdImageId: number }): SliceApi {
  return {
    create: async (data) => sliceOf((await annotationCanvasAdmin.saveSlice<CanvasSlice>({ ...owner, data: { ...data } }, { silent: true })).data),
    update: async (Id, utime, data) => sliceOf((await annotationCanvasAdmin.saveSlice<CanvasSlice>({ ...owner, Id, utime, data: { ...data } }, { silent: true })).data),
    remove: async (Id, utime) => {
      await annotationCanvasAdmin.removeSlice(Id, utime, { silent: true });
    },
  };
}

type TaskRow = { Id: number; utime: number };
const firstRow = <T>(answer: { data?: unknown }): T => (Array.isArray(answer.data) ? answer.data[0] : answer.data) as T;

/** The task's transitions the canvas offers: 提交审核 (its annotator), 审核通过 / 驳回 (a reviewer). */
export const taskCalls = {
  submit: async (t: TaskRow) => firstRow<CanvasData["task"]>(await tasks.transition("submit", { Id: t.Id, utime: t.utime }, { silent: true })),
  approve: async (t: TaskRow) => firstRow<CanvasData["task"]>(await tasks.transition("approve", { Id: t.Id, utime: t.utime }, { silent: true })),
  reject: async (t: TaskRow, reason: string) => firstRow<CanvasData["task"]>(await tasks.transition("reject", { Id: t.Id, utime: t.utime, data: { reason } }, { silent: true })),
};

/** One slice's audit by a reviewer: 通过 / 驳回 (with a comment). */
export const auditCalls = {
  approve: async (s: TaskRow) => firstRow<CanvasSlice>(await slices.transition("approve", { Id: s.Id, utime: s.utime }, { silent: true })),
  reject: async (s: TaskRow, comment: string) => firstRow<CanvasSlice>(await slices.transition("reject", { Id: s.Id, utime: s.utime, data: { comment } }, { silent: true })),
};
