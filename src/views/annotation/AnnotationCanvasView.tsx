import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ViewProps } from "../viewProps";
import { backToList } from "../deepzoom/backToList";
import { NotReady } from "../deepzoom/NotReady";
import { TopBar, ViewerProblem } from "../deepzoom/ViewerChrome";
import { failureText, readCanvasRequest, useWorkspace, workspaceKey } from "./api";
import { canvasPolicy } from "./evalAllowed";
import { Workbench } from "./Workbench";

/**
 * /revise/hdpslice?taskId= | ?hdImageId= (content.md §17.3, no layout, [hdpic]): the annotation canvas. It
 * refuses what it cannot show (a bad address, an image not tiled, a task the caller may not open) with the
 * server's Chinese sentence, and goes back to the list it came from.
 */
export default function AnnotationCanvasView({ route }: ViewProps) {
  const [params] = useSearchParams();
  const request = useMemo(() => readCanvasRequest(params), [params]);
  // Only a canvas that will draw needs the policy (an address without a task shows its problem as it is).
  const [policy] = useState(() => (typeof request === "string" ? "ready" : canvasPolicy()));
  const query = useWorkspace(typeof request === "string" || policy !== "ready" ? null : request);
  const client = useQueryClient();
  const navigate = useNavigate();
  const back = () => backToList(navigate, typeof request !== "string" && "hdImageId" in request ? "/revise/hdplist" : "/revise/list");
  const shell = (body: React.ReactNode, title = route.title) => (
    <main className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="annotation-canvas-view">
      <TopBar title={title} onBack={back} />
      <div className="flex min-h-0 flex-1">{body}</div>
    </main>
  );
  if (policy === "reloading") return shell(<p className="m-auto text-neutral-300">加载中…</p>);
  if (policy === "blocked") return shell(<ViewerProblem text="浏览器的安全策略不允许标注画布运行（需要允许 unsafe-eval），请联系管理员" onBack={back} />);
  if (typeof request === "string") return shell(<ViewerProblem text={request} onBack={back} />);
  if (query.error) return shell(<ViewerProblem text={failureText(query.error, "加载标注任务")} onBack={back} />);
  if (!query.data) return shell(<p className="m-auto text-neutral-300">加载中…</p>);
  const { image } = query.data;
  if (image.infoUrl === null || image.tileStatus !== "ready") {
    return shell(<NotReady image={{ ...image, viewLabel: "", version: "", pageNo: null, ppi: null, attribution: null, license: null, downloadable: false }} mayTile={false} />, image.title);
  }
  const reload = () => void client.invalidateQueries({ queryKey: workspaceKey(request) });
  const task = query.data.task;
  return <Workbench key={`${task?.Id ?? 0}:${task?.utime ?? 0}:${query.dataUpdatedAt}`} data={query.data} onBack={back} onReload={reload} />;
}
