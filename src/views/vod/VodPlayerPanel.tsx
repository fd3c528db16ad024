import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { RpcFailure } from "../../rpc/failures";
import { present, toast } from "../../rpc/notices";
import { resourceClient } from "../../rpc/resourceClient";
import { rpc } from "../../rpc/transport";
import { Button } from "../../ui/button";
import { Thumbnail } from "../resource/list/Thumbnail";
import type { RecordPanelProps } from "../resource/form/recordPanelProps";
import { uploadFile } from "../resource/uploadFile";
import { listKey } from "../resource/usePagedList";

interface PlayInfo { source: "vendor" | "file"; url: string; definition: string; format: string; expiresAt: number | null }

const messageOf = (err: unknown) => (err instanceof RpcFailure && err.message !== "" ? err.message : "无法读取，请稍后重试");

/** The frame the player shows, as a JPEG file; null when the browser may not read it (another origin's video). */
async function frameOf(video: HTMLVideoElement): Promise<File | null> {
  if (video.videoWidth === 0) return null;
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  try {
    canvas.getContext("2d")?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return blob ? new File([blob], `cover-${Math.round(video.currentTime)}s.jpg`, { type: "image/jpeg" }) : null;
  } catch {
    return null;
  }
}

/**
 * 播放预览 and 设为封面 of a VOD video (content.md §10.1) in its slide-over: the service's short-lived
 * address when it has the video, else the stored source file (the server decides and says which; with
 * neither it refuses and the refusal shows here). The cover is the current frame of the player, uploaded
 * to the file library, or one of the service's snapshots.
 */
export default function VodPlayerPanel({ def, record, canWrite, onChanged }: RecordPanelProps) {
  const player = useRef<HTMLVideoElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [shots, setShots] = useState<{ url: string }[] | null>(null);
  const [shotsRefused, setShotsRefused] = useState<string | null>(null);
  const play = useQuery({
    queryKey: ["vodPlay", record.Id, record.vendorVideoId, record.sourceFile],
    queryFn: ({ signal }) => rpc<{ data: PlayInfo }>(`${def.service}/getVodPlayInfo`, { Id: record.Id }, { signal, silent: true }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const setCover = async (cover: string) => {
    await resourceClient(def).update(record.Id, record.utime, { cover });
    present(toast("success", `已设为「${String(record.title)}」的封面`, 3000));
    await queryClient.invalidateQueries({ queryKey: listKey(def) });
    onChanged();
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().catch(() => undefined).finally(() => setBusy(false));
  };
  const coverFromFrame = () => run(async () => {
    const video = player.current;
    const file = video ? await frameOf(video) : null;
    if (!file) {
      present(toast("error", "无法截取当前画面（点播地址的画面浏览器不允许读取），请从点播截图中选择", 4000));
      return;
    }
    await setCover(await uploadFile("UDT_SHIY", file));
  });
  const loadShots = () => run(async () => {
    try {
      setShots((await rpc<{ data: { url: string }[] }>(`${def.service}/listVodSnapshots`, { Id: record.Id }, { silent: true })).data);
      setShotsRefused(null);
    } catch (err) {
      setShotsRefused(messageOf(err));
    }
  });

  const info = play.data?.data;
  return (
    <div className="space-y-4 text-sm" data-testid="vod-play-panel">
      {play.isPending ? <p className="text-gray-600">正在获取播放地址…</p> : play.isError || !info ? (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="vod-play-refused">{messageOf(play.error)}</p>
      ) : (
        <figure className="space-y-2">
          <video ref={player} src={info.url} controls preload="metadata" crossOrigin={info.source === "file" ? "anonymous" : undefined}
            className="aspect-video w-full rounded bg-black" data-testid="vod-player" aria-label={`播放预览：${String(record.title)}`} />
          <figcaption className="text-xs text-gray-600" data-testid="vod-play-source">
            {info.source === "vendor" ? `来源：点播服务（${info.definition} · ${info.format}，30 分钟内有效）` : "来源：文件库中的源文件（尚未从点播播放）"}
          </figcaption>
        </figure>
      )}
      <section aria-label="封面" className="space-y-2">
        <h3 className="font-medium">封面</h3>
        {typeof record.cover === "string" && record.cover !== "" ? <Thumbnail value={record.cover} label="当前封面" large /> : <p className="text-gray-600">还没有封面。</p>}
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={coverFromFrame} aria-disabled={busy || !info || undefined} disabled={!info} data-testid="vod-cover-frame">以当前画面设为封面</Button>
            <Button onClick={loadShots} aria-disabled={busy || undefined} data-testid="vod-cover-shots">从点播截图中选择</Button>
          </div>
        )}
        {shotsRefused && <p role="alert" className="text-amber-900" data-testid="vod-shots-refused">{shotsRefused}</p>}
        {shots && (shots.length === 0 ? <p className="text-gray-600">点播服务还没有这条视频的截图。</p> : (
          <ul className="grid grid-cols-3 gap-2" aria-label="点播截图">
            {shots.map((s, i) => (
              <li key={s.url}>
                <button type="button" onClick={() => run(() => setCover(s.url))} className="block w-full rounded border border-gray-200 focus:outline-none focus:ring-2 focus:ring-primary/40"
                  aria-label={`设第 ${i + 1} 张截图为封面`}>
                  <img src={s.url} alt="" className="aspect-video w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ))}
      </section>
    </div>
  );
}
