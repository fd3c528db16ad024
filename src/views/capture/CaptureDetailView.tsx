import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { transitionOf } from "../../catalogue";
import { captureItem, captureTask } from "../../catalogue/registry";
import { canWrite } from "../../acl/rights";
import { present, toast } from "../../rpc/notices";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { useSession } from "../../state/session";
import { execute } from "../resource/actions/execute";
import { ChildScreen } from "../resource/child/ChildScreen";
import type { ChildDef } from "../resource/child/children";
import { StateBadge } from "../resource/list/StateBadge";
import { ResourceScreen, type ScreenControl } from "../resource/ResourceScreen";
import type { ViewProps } from "../viewProps";
import { QcPanel } from "./QcPanel";

const COLOR_TARGET = (v: unknown) => captureTask.fields.find((f) => f.key === "colorTarget")?.options?.find((o) => o.value === v)?.label ?? "";

/**
 * /shiy/drtask/detail?taskId= (content.md §8.5, §17.7): the task's captured works as a child list, the
 * focused one judged in the QC panel beside it. Without a task in the address it asks for one.
 */
export default function CaptureDetailView({ route }: ViewProps) {
  const [params] = useSearchParams();
  const raw = Number(params.get("taskId"));
  const taskId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const tasks = useMemo(() => resourceClient(captureTask), []);
  const task = useQuery({ queryKey: ["list", captureTask.name, "detail", taskId], queryFn: async () => (await tasks.get(taskId as number, { silent: true })).data, enabled: taskId !== null, retry: false });
  if (taskId === null || task.isError) return <ChildScreen def={captureItem as ChildDef} title={route.title} />;
  return <Detail title={route.title} taskId={taskId} task={task.data} refetchTask={() => void task.refetch()} />;
}

function Detail({ title, taskId, task, refetchTask }: { title: string; taskId: number; task: Rec | undefined; refetchTask(): void }) {
  const { user } = useSession();
  const [focused, setFocused] = useState<Rec | undefined>(undefined);
  const control = useRef<ScreenControl | null>(null);
  const items = useMemo(() => resourceClient(captureItem), []);
  const scope = useMemo(() => ({ key: "taskId", Id: taskId }), [taskId]);
  // The grid reads only its columns: the panel judges the whole item (tone, uniformity, SFR, the patches).
  const whole = useQuery({
    queryKey: ["list", captureItem.name, "qc", focused?.Id, focused?.utime],
    queryFn: async () => (await items.get(focused?.Id as number, { silent: true })).data,
    enabled: focused !== undefined,
  });
  const panelItem = whole.data && whole.data.Id === focused?.Id ? whole.data : focused;
  const after = useCallback(async () => {
    await control.current?.refresh();
    refetchTask();
  }, [refetchTask]);
  const decide = async (name: "pass" | "reject", item: Rec, input: Record<string, unknown>) => {
    const t = transitionOf(captureItem, name);
    if (!t) return;
    try {
      const fresh = (await items.get(item.Id)).data;
      await execute(captureItem, items, { kind: "transition", transition: t }, [fresh], input);
      present(toast("success", `${t.label}：已完成`));
      await after();
      if (name === "pass") control.current?.move(1);
    } catch {
      await after(); // the refusal has shown its message
    }
  };
  const heading = (
    <nav aria-label="位置" data-testid="breadcrumb" className="flex min-w-0 flex-wrap items-center gap-2">
      <h1 className="sr-only">{title}</h1>
      <ol className="flex min-w-0 items-center gap-1 text-lg">
        <li><Link to="/shiy/drtask" className="text-primary-active hover:underline">采集任务</Link></li>
        <li aria-hidden="true" className="text-gray-400">›</li>
        <li className="truncate font-medium" aria-current="page">{task ? `${String(task.code)} ${String(task.title)}` : "…"}</li>
      </ol>
      {task && (
        <span className="flex items-center gap-2 text-sm text-gray-700" data-testid="capture-task-summary">
          <StateBadge def={captureTask} value={task.status} />
          目标 {String(task.targetPpi)} ppi · {COLOR_TARGET(task.colorTarget)} · 已通过 {String(task.itemsDone ?? 0)} / {String(task.itemsTotal ?? 0)}
        </span>
      )}
    </nav>
  );
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(22rem,2fr)]">
      <ResourceScreen key={taskId} def={captureItem} title={title} heading={heading} parent={scope} onFocusedRow={setFocused} onControl={(c) => void (control.current = c)} />
      <QcPanel item={panelItem} task={task} canWrite={canWrite(user?.acl.rights, captureItem.access)}
        onPass={(item) => decide("pass", item, {})} onReject={(item, reason) => decide("reject", item, { reason })} />
    </div>
  );
}
