import type OpenSeadragon from "openseadragon";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { levelAtLeast } from "../../catalogue";
import { useSession } from "../../state/session";
import type { ViewProps } from "../viewProps";
import { failureText, readRequest, useImageSet, type SetRequest } from "./api";
import { backToList } from "./backToList";
import { imageLabel, ImageStage } from "./ImageStage";
import { InfoPanel, sizeText } from "./InfoPanel";
import { scrollOf } from "./rules";
import type { ImageSet, ViewerImage } from "./types";
import { useOsdCommands, useSyncedViewers } from "./useOsdCommands";
import { useViewerKeys, type ViewerKey } from "./useViewerKeys";
import { keyRows } from "./viewerKeyHelp";
import { ViewerKeySheet } from "./ViewerKeySheet";
import { ThumbStrip, Tool, TopBar, ViewerProblem } from "./ViewerChrome";
import { versionLabel } from "./versionLabel";

/** The image to compare with: another version of the same view, else the next image of the set. */
function partnerOf(images: readonly ViewerImage[], index: number): number {
  const me = images[index];
  const version = images.findIndex((img, i) => i !== index && me !== undefined && img.viewLabel === me.viewLabel && img.version !== me.version);
  if (version >= 0) return version;
  return images.length > 1 ? (index + 1) % images.length : index;
}

/**
 * DeepZoomViewer (content.md §17.1) — /hd/hdp/view, /suha/view, /suha/index/view, /suha/artist/suha/view,
 * /west/westart/view, /others/photo/view: one HD image (`?id=`) or a work's images (`?type=&id=`) in
 * OpenSeadragon, with the keys of useViewerKeys, the `i` panel, a cm scale bar, and a split view.
 */
export default function DeepZoomViewer({ route }: ViewProps) {
  return <ImageSetViewer route={route} />;
}

/**
 * The viewer of an image set; `relic`: the RelicViewer's registration panel open, `1`–`9` pick a view (content.md §4.2).
 * `given`: what to show when the route's address names something else (a programme work); `aside`: a panel of the route's own.
 */
export function ImageSetViewer({ route, relic = false, given, aside }: ViewProps & { relic?: boolean; given?: SetRequest | string; aside?: ReactNode }) {
  const [params] = useSearchParams();
  const request = useMemo(() => given ?? readRequest(params), [given, params]);
  const query = useImageSet(typeof request === "string" ? null : request);
  const navigate = useNavigate();
  const back = () => backToList(navigate, route.path);
  const showsSet = typeof request !== "string" && (query.data?.images.length ?? 0) > 0;
  // Once the set shows, its own keys (Esc included) take over.
  useViewerKeys(showsSet ? {} : { back });
  if (typeof request === "string") return <Shell title={route.title} onBack={back}><ViewerProblem text={request} onBack={back} /></Shell>;
  if (query.error) return <Shell title={route.title} onBack={back}><ViewerProblem text={failureText(query.error, "高清图")} onBack={back} /></Shell>;
  if (!query.data) return <Shell title={route.title} onBack={back}><p className="m-auto text-neutral-300">加载中…</p></Shell>;
  if (query.data.images.length === 0) return <Shell title={query.data.subject.title} onBack={back}><ViewerProblem text="此条目还没有高清图" onBack={back} /></Shell>;
  const start = "hdImageId" in request ? Math.max(0, query.data.images.findIndex((i) => i.Id === request.hdImageId)) : 0;
  return <SetViewer key={JSON.stringify(request)} set={query.data} start={start} onBack={back} relic={relic} aside={aside} />;
}

function Shell({ title, onBack, children }: { title: string; onBack: () => void; children: React.ReactNode }) {
  return (
    <main className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="deepzoom-viewer">
      <TopBar title={title} onBack={onBack} />
      <div className="flex min-h-0 flex-1">{children}</div>
    </main>
  );
}

function SetViewer({ set, start, onBack, relic, aside }: { set: ImageSet; start: number; onBack: () => void; relic: boolean; aside?: ReactNode }) {
  const { subject, images } = set;
  const { user } = useSession();
  const mayTile = levelAtLeast(user?.acl.rights.hdpic, "WRITE");
  const [index, setIndex] = useState(start);
  const [panel, setPanel] = useState(relic);
  const [split, setSplit] = useState(false);
  const [partner, setPartner] = useState(() => partnerOf(images, start));
  const root = useRef<HTMLDivElement>(null);
  const main = useRef<OpenSeadragon.Viewer | null>(null);
  const [mainViewer, setMainViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const [otherViewer, setOtherViewer] = useState<OpenSeadragon.Viewer | null>(null);
  const image = images[index] ?? images[0];
  const other = images[partner];
  const scroll = scrollOf(subject);
  useSyncedViewers(split ? mainViewer : null, split ? otherViewer : null);
  const osd = useOsdCommands(main, root, { ...(scroll ? { scroll } : {}), infoUrl: image?.infoUrl ?? null });
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  // `[`/`]` go back and forth in reading order, whichever way the work reads; the sheet says which way that is.
  const rtl = subject.viewingDirection === "right-to-left" || subject.form === "shoujuan" || subject.form === "ceye";
  const handlers: Partial<Record<ViewerKey, () => void>> = {
    ...osd,
    info: () => setPanel((p) => !p),
    split: () => {
      if (images.length < 2) return;
      setSplit((s) => !s);
      setPartner(partnerOf(images, index));
    },
    ...(images.length > 1 ? { prev: () => step(-1), next: () => step(1) } : {}),
    back: onBack,
    ...(relic ? { pick: (n: number) => n <= images.length && setIndex(n - 1) } : {}),
  };
  const { helpOpen, setHelpOpen } = useViewerKeys(handlers, true);
  const rows = keyRows(Object.entries(handlers).filter(([, run]) => run !== undefined).map(([k]) => k), rtl ? { prev: "上一张（按阅读顺序，从右到左）", next: "下一张（按阅读顺序，从右到左）" } : {});
  if (!image) return null;
  const onMain = (v: OpenSeadragon.Viewer | null) => {
    main.current = v;
    setMainViewer(v);
  };
  const detail = [...new Set([imageLabel(image, index), versionLabel(image.version), sizeText(image)])].concat(images.length > 1 ? [`${index + 1} / ${images.length}`] : []).filter(Boolean).join(" · ");
  return (
    <main ref={root} className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="deepzoom-viewer" data-index={index}>
      <TopBar title={subject.title || image.title} detail={detail} onBack={onBack}>
        <Tool label="放大" keyName="+" onClick={() => handlers.zoomIn?.()} />
        <Tool label="缩小" keyName="-" onClick={() => handlers.zoomOut?.()} />
        <Tool label="复位" keyName="0" onClick={() => handlers.home?.()} />
        <Tool label="1:1" keyName="1" onClick={() => handlers.oneToOne?.()} />
        <Tool label="旋转" keyName="r" onClick={() => handlers.rotate?.()} />
        <Tool label="翻转" keyName="h" onClick={() => handlers.flip?.()} />
        {images.length > 1 && <Tool label="对比" keyName="s" pressed={split} onClick={() => handlers.split?.()} testId="deepzoom-split" />}
        <Tool label="复制区域" keyName="c" onClick={() => handlers.copy?.()} />
        <Tool label="信息" keyName="i" pressed={panel} onClick={() => setPanel((p) => !p)} testId="deepzoom-info-toggle" />
        <Tool label="全屏" keyName="f" onClick={() => handlers.fullScreen?.()} />
      </TopBar>
      <div className="flex min-h-0 flex-1">
        <div className={`grid min-w-0 flex-1 ${split ? "grid-cols-2 gap-1" : "grid-cols-1"}`}>
          <ImageStage image={image} mayTile={mayTile} onViewer={onMain} {...(scroll ? { scroll } : {})} />
          {split && other && (
            <div className="relative" data-testid="deepzoom-compare">
              <ImageStage image={other} mayTile={mayTile} navigator={false} onViewer={setOtherViewer} />
              <select aria-label="对比的图片" value={partner} onChange={(e) => setPartner(Number(e.target.value))}
                className="absolute left-2 top-2 rounded bg-neutral-800 px-2 py-1 text-sm text-neutral-100">
                {images.map((img, i) => <option key={img.Id} value={i}>{[...new Set([imageLabel(img, i), versionLabel(img.version)])].filter(Boolean).join(" · ")}</option>)}
              </select>
            </div>
          )}
        </div>
        {panel && <InfoPanel subject={subject} image={image} title={relic ? "登记信息" : undefined} />}
        {aside}
      </div>
      <ViewerKeySheet open={helpOpen} onOpenChange={setHelpOpen} rows={rows} />
      {images.length > 1 && <ThumbStrip images={images} current={index} onPick={setIndex} labelOf={imageLabel} />}
    </main>
  );
}
