import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { formatShanghai } from "../../catalogue";
import { shiyAdmin } from "../../rpc/services";
import { ImageSetViewer } from "../deepzoom/DeepZoomViewer";
import type { SetRequest } from "../deepzoom/api";
import type { ViewProps } from "../viewProps";

interface WorkCapture {
  readonly work: { Id: number; code: string | null; title: string; hdImageId: number | null };
  readonly capture: {
    taskId: number; taskCode: string; taskTitle: string; devices: string[]; targetPpi: number | null; ppiMeasured: number | null;
    deltaEMean: number | null; deltaEMax: number | null; colorTarget: string | null; capturedAt: number | null; qcState: string;
  } | null;
}

const ID = /^[1-9]\d{0,15}$/;

/**
 * /shiy/shiy/view?id= (content.md §8.10): a programme work's HD image in the deep-zoom viewer, with the
 * capture panel of the item that made it — devices, measured ppi, ΔE2000, colour target, capture date.
 */
export default function ShiyWorkViewer({ route }: ViewProps) {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const valid = ID.test(id);
  const answer = useQuery({
    queryKey: ["workCapture", id], enabled: valid, retry: false,
    queryFn: async () => (await shiyAdmin.getWorkCapture<WorkCapture>(Number(id), { silent: true })).data,
  });
  const given = useMemo<SetRequest | string>(() => {
    if (!valid) return id === "" ? "地址缺少 id 参数，请从作品列表的「高清查看」打开" : `Id「${id}」不正确`;
    if (answer.error) return answer.error instanceof Error && answer.error.message !== "network" ? answer.error.message : "网络异常，作品没有加载";
    if (!answer.data) return "加载中…";
    return answer.data.work.hdImageId === null ? `「${answer.data.work.title}」还没有高清图` : { hdImageId: answer.data.work.hdImageId };
  }, [valid, id, answer.error, answer.data]);
  return <ImageSetViewer route={route} given={given} aside={answer.data ? <CapturePanel data={answer.data} /> : null} />;
}

function CapturePanel({ data }: { data: WorkCapture }) {
  const c = data.capture;
  const num = (v: number | null, digits = 1) => (v === null ? "未测" : v.toFixed(digits));
  const rows = c ? [
    { label: "采集任务", value: `${c.taskCode} ${c.taskTitle}` },
    { label: "设备", value: c.devices.length > 0 ? c.devices.join("、") : "未登记" },
    { label: "实测分辨率", value: c.ppiMeasured === null ? "未测" : `${c.ppiMeasured} ppi${c.targetPpi ? `（目标 ${c.targetPpi}）` : ""}` },
    { label: "色差 ΔE2000", value: `平均 ${num(c.deltaEMean)} · 最大 ${num(c.deltaEMax)}` },
    { label: "色卡", value: c.colorTarget ?? "—" },
    { label: "采集日期", value: c.capturedAt === null ? "—" : formatShanghai(c.capturedAt).slice(0, 10) },
  ] : [];
  return (
    <aside className="h-full w-72 shrink-0 overflow-y-auto border-l border-neutral-700 bg-neutral-950 p-4 text-sm text-neutral-100" aria-label="采集信息" data-testid="capture-panel">
      <h2 className="mb-3 text-base font-medium">采集信息</h2>
      {c ? (
        <dl className="grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-1.5">
          {rows.map((r) => (
            <div key={r.label} className="contents">
              <dt className="text-neutral-400">{r.label}</dt>
              <dd className="break-words">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : <p className="text-neutral-400">此作品没有数字化采集记录（高清图来自上传）。</p>}
    </aside>
  );
}
