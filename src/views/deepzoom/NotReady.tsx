import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceDef } from "../../catalogue";
import { hdImage } from "../../catalogue/resources/hd/hdImage";
import { present, toast } from "../../rpc/notices";
import { resourceClient } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { failureText } from "./api";
import type { ViewerImage } from "./types";

const STATUS_TEXT: Readonly<Record<string, string>> = { none: "未切片", queued: "排队中", tiling: "切片中", failed: "失败" };

/** The HD library's own "生成切片" / "重新切片" row action (helper "tiles"), found by its label. */
function tileAction(status: string) {
  const wanted = status === "failed" ? ["重新切片", "生成切片"] : ["生成切片"];
  for (const label of wanted) {
    const found = (hdImage as ResourceDef).actions?.find((a) => a.label === label);
    if (found) return found;
  }
  return undefined;
}

/** 切片未就绪: the thumbnail, why, and for the library's writers the button that starts tiling. */
export function NotReady({ image, mayTile }: { image: ViewerImage; mayTile: boolean }) {
  const client = useQueryClient();
  const status = STATUS_TEXT[image.tileStatus] ?? image.tileStatus;
  const reason = image.tileStatus === "failed" && image.tileError ? `：${image.tileError}` : "";
  const action = tileAction(image.tileStatus);
  const start = useMutation({
    mutationFn: () => resourceClient(hdImage as ResourceDef).action(action?.name ?? "", { Ids: [image.Id] }, { silent: true }),
    onSuccess: () => {
      present(toast("success", "已加入切片队列"));
      void client.invalidateQueries({ queryKey: ["viewerImageSet"] });
    },
    onError: (e) => present(toast("error", failureText(e, "切片请求"))),
  });
  const canStart = mayTile && action !== undefined && (image.tileStatus === "none" || image.tileStatus === "failed");
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-4 bg-neutral-900 p-6 text-neutral-100" data-testid="deepzoom-not-ready">
      {image.thumbnailUrl
        ? <img src={image.thumbnailUrl} alt={`${image.title}缩略图`} className="max-h-[60%] max-w-[80%] object-contain" />
        : <div className="flex h-40 w-60 items-center justify-center rounded border border-neutral-600 text-neutral-400">暂无缩略图</div>}
      <p role="status">切片未就绪（{status}{reason}）</p>
      {canStart && (
        <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate()} data-testid="deepzoom-start-tiling">
          {action.label}
        </Button>
      )}
      {mayTile && action === undefined && image.tileStatus !== "queued" && image.tileStatus !== "tiling" && (
        <p className="text-sm text-neutral-400">请到「高清图」列表对此图执行「生成切片」。</p>
      )}
    </div>
  );
}
