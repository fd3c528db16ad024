import { useState } from "react";
import { formatShanghai } from "../../catalogue/kinds/shanghai";
import { REVISE_STATES } from "../../catalogue/resources/revise/reviseEnums";
import type { CanvasTask } from "./types";

export const stateText = (state: string): string => REVISE_STATES.find((s) => s.value === state)?.label ?? state;

/** The task's banner (annotator mode especially): its code, state, due time, instructions and why it was rejected. */
export function TaskBanner({ task }: { task: CanvasTask }) {
  const [now] = useState(() => Date.now());
  const overdue = task.dueAt !== null && task.dueAt < now && !["submitted", "completed", "cancelled"].includes(task.state);
  return (
    <section aria-label="任务" className="space-y-1 text-sm text-neutral-200" data-testid="task-banner">
      <p>
        <span className="font-medium">{task.code}</span>
        <span className="ml-2 rounded bg-neutral-700 px-1.5 text-xs" data-testid="task-state">{stateText(task.state)}</span>
        {task.annotatorName && <span className="ml-2 text-xs text-neutral-400">标注员 {task.annotatorName}</span>}
      </p>
      {task.batchName && <p className="text-xs text-neutral-400">批次：{task.batchName}</p>}
      {task.dueAt !== null && <p className={`text-xs ${overdue ? "text-red-400" : "text-neutral-400"}`}>截止：{formatShanghai(task.dueAt)}{overdue ? "（已逾期）" : ""}</p>}
      {task.state === "rejected" && task.rejectReason && <p role="note" className="rounded bg-red-950 p-2 text-xs text-red-200">驳回原因：{task.rejectReason}</p>}
      {task.instructions && <p className="whitespace-pre-line rounded bg-neutral-800 p-2 text-xs text-neutral-300">{task.instructions}</p>}
    </section>
  );
}
