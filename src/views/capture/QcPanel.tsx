import { useState } from "react";
import type { Rec } from "../../rpc/resourceClient";
import { qcChecks } from "../../catalogue/resources/shiy/captureQc";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Kbd } from "../../ui/kbd";
import type { PatchMeasure } from "../../catalogue/resources/shiy/colorChart";
import { RefText } from "../resource/RefText";
import { MasterThumbnail } from "./MasterThumbnail";
import { PatchChart } from "./PatchChart";

const STATE: Readonly<Record<string, string>> = { pending: "待检", passed: "通过", failed: "不通过" };
const fmt = (v: number | null) => (v === null ? "未测" : Number.isInteger(v) ? String(v) : v.toFixed(1));

/**
 * The QC panel of a capture item (content.md §8.5, §17.7): each measure against its threshold with its
 * verdict, the master and its thumbnail, the colour target's per-patch chart, and 通过 / 退回 (with the retake reason) while the task is 质检中. The grid's Y / T
 * do the same on its focused row; the server has the last word on every threshold.
 */
export function QcPanel({ item, task, canWrite, onPass, onReject }: {
  item: Rec | undefined;
  task: Rec | undefined;
  canWrite: boolean;
  onPass(item: Rec): Promise<void>;
  onReject(item: Rec, reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState("");
  if (!item) return <aside className="rounded border border-gray-200 p-4 text-gray-600" data-testid="qc-panel">在左侧选择一件作品查看质检。</aside>;
  const checks = qcChecks(item, task?.targetPpi);
  const verdict = checks.some((c) => c.ok === false) ? "不合格" : checks.some((c) => c.ok === null) ? "待测" : "合格";
  const deciding = canWrite && task?.status === "qc";
  return (
    <aside className="space-y-3 rounded border border-gray-200 p-4 text-sm" aria-label="质检面板" data-testid="qc-panel">
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-base font-medium"><RefText resource="programmeWork" value={item.workId} /></h2>
        <span data-testid="qc-state" className="text-gray-700">质检：{STATE[String(item.qcState)] ?? String(item.qcState)}</span>
      </header>
      <p className="break-all text-xs text-gray-600">母版：{typeof item.masterFile === "string" && item.masterFile !== "" ? item.masterFile.split("/").pop() : "尚未上传"}</p>
      <MasterThumbnail item={item} />
      <table className="w-full text-left" data-testid="qc-checks">
        <thead className="text-xs text-gray-500"><tr><th className="font-normal">指标</th><th className="font-normal">实测</th><th className="font-normal">阈值</th><th className="font-normal">结果</th></tr></thead>
        <tbody>
          {checks.map((c) => (
            <tr key={c.key} data-check={c.key} data-ok={c.ok === null ? "none" : String(c.ok)} className="border-t border-gray-100">
              <td className="py-1">{c.label}</td>
              <td className="tabular-nums">{fmt(c.value)}</td>
              <td className="text-gray-600">{c.limit}</td>
              <td className={c.ok === null ? "text-gray-500" : c.ok ? "text-green-700" : "text-red-700"}>{c.ok === null ? "—" : c.ok ? "合格" : "不合格"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {Array.isArray(item.patches) && item.patches.length > 0
        ? <PatchChart patches={item.patches as PatchMeasure[]} />
        : <p className="text-xs text-gray-600" data-testid="qc-patch-none">没有逐块色卡数据（可在编辑中填入测量软件导出的色块值）。</p>}
      <p data-testid="qc-verdict">综合判定：<strong className={verdict === "合格" ? "text-green-700" : verdict === "不合格" ? "text-red-700" : ""}>{verdict}</strong></p>
      {typeof item.retakeReason === "string" && item.retakeReason !== "" && <p className="text-red-700">重拍原因：{item.retakeReason}</p>}
      {deciding ? (
        <div className="space-y-2">
          <Button onClick={() => void onPass(item)} data-testid="qc-pass">通过 <Kbd>Y</Kbd></Button>
          <div className="flex gap-2">
            <Input aria-label="重拍原因" placeholder="反光 / 色卡缺失 / 失焦 / 分块拼接错位" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button variant="danger" disabled={reason.trim() === ""} onClick={() => void onReject(item, reason.trim()).then(() => setReason(""))} data-testid="qc-reject">退回 <Kbd>T</Kbd></Button>
          </div>
        </div>
      ) : <p className="text-xs text-gray-600">{task?.status === "qc" ? "没有质检的编辑权限" : "任务在「质检中」时可逐件通过或退回"}</p>}
    </aside>
  );
}
