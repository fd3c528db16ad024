import { useId, useState } from "react";
import { Link } from "react-router";
import { VOD_USAGES } from "../../catalogue/resources/vodvideo/vodVideo";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { sizeText } from "../resource/uploadFile";
import type { ViewProps } from "../viewProps";
import { useBatchUpload, type FileState } from "./useBatchUpload";

const LIST = "/vodvideo/videoList";

function StateText({ state }: { state: FileState }) {
  switch (state.kind) {
    case "waiting": return <span className="text-gray-600">等待上传</span>;
    case "uploading": return <span className="text-blue-700">上传中…</span>;
    case "created": return <Link to={`${LIST}?open=${state.Id}`} className="text-green-700 underline">已创建（上传中，待上传到点播）</Link>;
    case "failed": return <span className="text-red-700">失败：{state.message}</span>;
    case "cancelled": return <span className="text-gray-600">已取消</span>;
  }
}

/**
 * 批量上传 of /vodvideo/videoList (content.md §10.1): pick several MP4 files, their 用途 and 分类, and
 * start — a job with a progress bar (files finished of files chosen) and each file's outcome; every
 * file becomes a VOD video in 上传中, to be handed to the VOD service by 上传到点播.
 */
export default function VodBatchUploadView({ route }: ViewProps) {
  const id = useId();
  const [chosen, setChosen] = useState<File[]>([]);
  const [usage, setUsage] = useState("");
  const [category, setCategory] = useState("");
  const [error, setError] = useState<string | undefined>();
  const job = useBatchUpload();
  const total = job.files.length;
  const created = job.files.filter((f) => f.state.kind === "created").length;
  const failed = job.files.filter((f) => f.state.kind === "failed").length;

  const start = () => {
    if (chosen.length === 0) return setError("请选择要上传的视频文件");
    if (usage === "") return setError("请选择用途");
    setError(undefined);
    void job.start(chosen, { usage, category: category.trim() });
  };

  return (
    <section className="max-w-3xl space-y-4" aria-label={route.title}>
      <h1 className="text-lg font-medium">{route.title}</h1>
      <p className="text-sm text-gray-600">一次选择多个 MP4 文件（每个不超过 200 MB）：逐个存入文件库并创建点播视频，之后在列表中「上传到点播」。</p>
      <Field id={`${id}-files`} label="视频文件" required help={chosen.length > 0 ? `已选 ${chosen.length} 个，共 ${sizeText(chosen.reduce((s, f) => s + f.size, 0))}` : "可多选"}>
        <input id={`${id}-files`} type="file" multiple accept="video/mp4" disabled={job.running} data-testid="vod-batch-files"
          onChange={(e) => setChosen([...(e.target.files ?? [])])} className="block text-sm" />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-usage`} label="用途" required>
          <Select id={`${id}-usage`} options={VOD_USAGES} placeholder="请选择" value={usage} disabled={job.running} onChange={(e) => setUsage(e.target.value)} />
        </Field>
        <Field id={`${id}-category`} label="分类">
          <Input id={`${id}-category`} maxLength={40} value={category} disabled={job.running} onChange={(e) => setCategory(e.target.value)} />
        </Field>
      </div>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      <div className="flex gap-2">
        <Button variant="primary" onClick={start} aria-disabled={job.running || undefined} disabled={job.running} data-testid="vod-batch-start">开始上传</Button>
        {job.running && <Button onClick={job.cancel} data-testid="vod-batch-cancel">取消（当前文件完成后停止）</Button>}
        <Link to={LIST} className="self-center text-sm text-primary-active underline">返回点播视频</Link>
      </div>
      {total > 0 && (
        <div className="space-y-2" data-testid="vod-batch-job">
          <div role="progressbar" aria-label="批量上传进度" aria-valuemin={0} aria-valuemax={total} aria-valuenow={job.done} aria-valuetext={`${job.done} / ${total}`}
            className="h-2 w-full overflow-hidden rounded bg-gray-200" data-testid="vod-batch-progress">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${(job.done / total) * 100}%` }} />
          </div>
          <p className="text-sm tabular-nums" aria-live="polite" data-testid="vod-batch-summary">
            {job.running ? `上传中：已完成 ${job.done} / ${total}` : `已完成：成功 ${created} 个，失败 ${failed} 个，共 ${total} 个`}
          </p>
          <ul className="divide-y divide-gray-100 text-sm" aria-label="文件">
            {job.files.map((f, i) => (
              <li key={`${i}-${f.name}`} className="flex justify-between gap-4 py-1" data-testid="vod-batch-file" data-state={f.state.kind}>
                <span className="truncate">{f.name}（{sizeText(f.size)}）</span>
                <StateText state={f.state} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
