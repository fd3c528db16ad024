import type OpenSeadragon from "openseadragon";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ViewProps } from "../viewProps";
import { failureText, useManifest } from "./api";
import { backToList } from "./backToList";
import { CanvasRow } from "./CanvasRow";
import { onScreen, viewOfCanvas, viewsOf } from "./pages";
import { zh, type Manifest } from "./types";
import { useOsdCommands } from "./useOsdCommands";
import { useViewerKeys } from "./useViewerKeys";
import { keyRows } from "./viewerKeyHelp";
import { ViewerKeySheet } from "./ViewerKeySheet";
import { Tool, TopBar, ViewerProblem } from "./ViewerChrome";

const BEHAVIOR_LABEL: Readonly<Record<string, string>> = { individuals: "单幅", paged: "翻页", continuous: "连续长卷" };
/** The manifest's `rights` URIs (server/domains/hd/hdImage/iiif/manifest.ts) in words. */
const RIGHTS_LABEL: Readonly<Record<string, string>> = {
  "http://creativecommons.org/publicdomain/mark/1.0/": "公有领域",
  "http://creativecommons.org/licenses/by/4.0/": "署名许可（CC BY 4.0）",
  "http://rightsstatements.org/vocab/InC/1.0/": "受版权保护（授权使用或内部资料）",
};
const DIRECTION_LABEL: Readonly<Record<string, string>> = { "left-to-right": "从左到右", "right-to-left": "从右到左", "top-to-bottom": "从上到下" };

/**
 * AlbumViewer (/hd/hdpcoll/view?id=) and BookReader (/others/book/view?id= or ?type=book&id=), content.md
 * §17.2: the server's IIIF Presentation 3 manifest — spreads, single leaves or one continuous scroll per
 * its behaviour, turned in its viewing direction (a right-to-left book turns forward with ←), a
 * thumbnail grid (`g`), page jump (`:` and a number), contents from its Ranges, deep zoom throughout.
 */
export function ManifestViewer({ route, type }: ViewProps & { type: "hdAlbum" | "book" }) {
  const [params] = useSearchParams();
  const id = params.get("id");
  const valid = id !== null && /^[1-9]\d{0,15}$/.test(id);
  const query = useManifest(valid ? type : null, valid ? Number(id) : null);
  const navigate = useNavigate();
  const back = () => backToList(navigate, route.path);
  useViewerKeys(query.data ? {} : { back });
  const problem = !valid ? (id ? `Id「${id}」不正确` : "地址缺少 id 参数，请从列表打开") : query.error ? failureText(query.error, "清单") : null;
  if (problem || !query.data) {
    return (
      <main className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="manifest-viewer">
        <TopBar title={route.title} onBack={back} />
        {problem ? <ViewerProblem text={problem} onBack={back} /> : <p className="m-auto text-neutral-300">加载中…</p>}
      </main>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <main className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="manifest-viewer">
        <TopBar title={zh(query.data.label)} onBack={back} />
        <ViewerProblem text={type === "book" ? "此图书还没有页面图片" : "此图集还没有图片"} onBack={back} />
      </main>
    );
  }
  return <Reader manifest={query.data} onBack={back} />;
}

/** The canvas index a `?page=` names (1-based), or the first. */
function pageIndex(text: string | null, count: number): number {
  const n = text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return Math.max(0, Math.min(count - 1, n - 1));
}

/** The keys the reader answers (its handlers below), for its key sheet. */
const READER_KEYS = ["zoomIn", "zoomOut", "oneToOne", "fullScreen", "home", "left", "right", "prev", "next", "grid", "info", "jump", "back"];

function Reader({ manifest, onBack }: { manifest: Manifest; onBack: () => void }) {
  const behavior = manifest.behavior?.[0] ?? "individuals";
  const direction = manifest.viewingDirection ?? "left-to-right";
  const views = useMemo(() => viewsOf(behavior, manifest.items.length), [behavior, manifest.items.length]);
  // The page shown lives in the address (`?page=`, the first canvas of the view): a copied link or a
  // reload opens the same page.
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => viewOfCanvas(views, pageIndex(params.get("page"), manifest.items.length)));
  const firstCanvas = Math.min(...(views[view] ?? [0]));
  useEffect(() => {
    setParams((p) => {
      if (firstCanvas === 0) p.delete("page");
      else p.set("page", String(firstCanvas + 1));
      return p;
    }, { replace: true });
  }, [firstCanvas, setParams]);
  const [grid, setGrid] = useState(false);
  const [panel, setPanel] = useState(false);
  const [jumping, setJumping] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const osd = useRef<OpenSeadragon.Viewer | null>(null);
  const commands = useOsdCommands(osd, root, { infoUrl: null });
  const shown = onScreen(views[view] ?? [0], direction);
  const turn = (by: number) => setView((v) => Math.max(0, Math.min(views.length - 1, v + by)));
  const rtl = direction === "right-to-left";
  const goCanvas = (index: number) => {
    setView(viewOfCanvas(views, index));
    setGrid(false);
  };
  const handlers = {
    zoomIn: commands.zoomIn, zoomOut: commands.zoomOut, oneToOne: commands.oneToOne, fullScreen: commands.fullScreen,
    home: () => osd.current?.viewport.goHome(),
    // ← is forward in a right-to-left book; `[`/`]` are always back/forward in reading order.
    left: () => turn(rtl ? 1 : -1), right: () => turn(rtl ? -1 : 1), prev: () => turn(-1), next: () => turn(1),
    grid: () => setGrid((g) => !g), info: () => setPanel((p) => !p), jump: () => setJumping(true),
    back: () => (jumping ? setJumping(false) : grid ? setGrid(false) : onBack()),
  };
  const { helpOpen, setHelpOpen } = useViewerKeys(handlers, true);
  const rows = keyRows(READER_KEYS, {
    left: rtl ? "下一页（从右到左）" : "上一页", right: rtl ? "上一页（从右到左）" : "下一页",
    prev: rtl ? "上一页（按阅读顺序，画面向右翻）" : "上一页（按阅读顺序）", next: rtl ? "下一页（按阅读顺序，画面向左翻）" : "下一页（按阅读顺序）",
    info: "目录与信息", back: "返回（跳页、缩略图时先关闭它们）",
  });
  const pageText = shown.map((i) => zh(manifest.items[i]?.label) || `第${i + 1}页`).join(" · ");
  const detail = `${pageText} · ${Math.min(...(views[view] ?? [0])) + 1} / ${manifest.items.length} · ${BEHAVIOR_LABEL[behavior] ?? behavior} · ${DIRECTION_LABEL[direction] ?? direction}`;
  return (
    <main ref={root} className="fixed inset-0 flex flex-col bg-neutral-900" data-testid="manifest-viewer" data-view={view} data-pages={(views[view] ?? []).join(",")}>
      <TopBar title={zh(manifest.label)} detail={detail} onBack={onBack}>
        <Tool label={rtl ? "下一页 ←" : "上一页 ←"} keyName="←" onClick={() => turn(rtl ? 1 : -1)} />
        <Tool label={rtl ? "→ 上一页" : "→ 下一页"} keyName="→" onClick={() => turn(rtl ? -1 : 1)} />
        <Tool label="跳页" keyName=":" onClick={() => setJumping(true)} />
        <Tool label="缩略图" keyName="g" pressed={grid} onClick={() => setGrid((g) => !g)} testId="manifest-grid-toggle" />
        <Tool label="目录与信息" keyName="i" pressed={panel} onClick={() => setPanel((p) => !p)} />
        <Tool label="全屏" keyName="f" onClick={commands.fullScreen ?? (() => undefined)} />
      </TopBar>
      {jumping && <PageJump count={manifest.items.length} onGo={(n) => {
        goCanvas(n - 1);
        setJumping(false);
      }} onCancel={() => setJumping(false)} />}
      <div className="flex min-h-0 flex-1">
        <div className="relative min-w-0 flex-1">
          {grid
            ? <ThumbGrid manifest={manifest} current={views[view] ?? []} onPick={goCanvas} />
            : <CanvasRow canvases={shown.flatMap((i) => (manifest.items[i] ? [manifest.items[i]] : []))} label={pageText} onViewer={(v) => {
              osd.current = v;
            }} />}
        </div>
        {panel && <ManifestPanel manifest={manifest} onPick={goCanvas} />}
      </div>
      <ViewerKeySheet open={helpOpen} onOpenChange={setHelpOpen} rows={rows} />
    </main>
  );
}

function PageJump({ count, onGo, onCancel }: { count: number; onGo: (page: number) => void; onCancel: () => void }) {
  const [text, setText] = useState("");
  const n = Number(text);
  const ok = Number.isInteger(n) && n >= 1 && n <= count;
  return (
    <form className="flex items-center gap-2 border-b border-neutral-700 bg-neutral-800 px-3 py-2 text-neutral-100" onSubmit={(e) => {
      e.preventDefault();
      if (ok) onGo(n);
    }}>
      <label htmlFor="page-jump">跳到第</label>
      <input id="page-jump" autoFocus inputMode="numeric" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, ""))}
        onKeyDown={(e) => e.key === "Escape" && onCancel()} className="w-20 rounded bg-neutral-900 px-2 py-1" data-testid="page-jump" />
      <span>页（共 {count} 页）</span>
      {text !== "" && !ok && <span role="alert" className="text-red-300">页码应在 1 到 {count} 之间</span>}
    </form>
  );
}

function ThumbGrid({ manifest, current, onPick }: { manifest: Manifest; current: readonly number[]; onPick: (index: number) => void }) {
  return (
    <div className="grid h-full grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] content-start gap-3 overflow-y-auto p-4" data-testid="manifest-thumbs">
      {manifest.items.map((c, i) => (
        <button key={c.id} type="button" onClick={() => onPick(i)} aria-current={current.includes(i) ? "true" : undefined}
          className={`flex flex-col items-center gap-1 rounded p-2 text-xs text-neutral-200 ${current.includes(i) ? "bg-neutral-700 outline outline-2 outline-primary" : "hover:bg-neutral-800"}`}>
          {c.thumbnail?.[0] ? <img src={c.thumbnail[0].id} alt="" className="h-28 w-full object-contain" loading="lazy" /> : <span className="flex h-28 w-full items-center justify-center bg-neutral-800 text-neutral-500">无图</span>}
          <span>{i + 1}. {zh(c.label)}</span>
        </button>
      ))}
    </div>
  );
}

function ManifestPanel({ manifest, onPick }: { manifest: Manifest; onPick: (index: number) => void }) {
  const licence = manifest.rights ? RIGHTS_LABEL[manifest.rights] ?? manifest.rights : undefined;
  const indexOf = (canvasId: string) => manifest.items.findIndex((c) => c.id === canvasId);
  return (
    <aside className="h-full w-80 shrink-0 overflow-y-auto border-l border-neutral-700 bg-neutral-950 p-4 text-sm text-neutral-100" aria-label="目录与信息" data-testid="manifest-panel">
      <h2 className="mb-2 text-base font-medium">{zh(manifest.label)}</h2>
      {manifest.summary && <p className="mb-2 text-neutral-300">{zh(manifest.summary)}</p>}
      {manifest.requiredStatement && <p className="mb-1">来源：{zh(manifest.requiredStatement.value)}</p>}
      {licence && <p className="mb-3">授权：{licence}</p>}
      {(manifest.structures?.length ?? 0) > 0 && (
        <nav aria-label="目录">
          <h3 className="mb-1 font-medium">目录</h3>
          <ol className="space-y-1">
            {manifest.structures?.map((r) => (
              <li key={r.id}>
                <button type="button" className="text-left text-primary hover:underline" onClick={() => onPick(Math.max(0, indexOf(r.items[0]?.id ?? "")))}>
                  {zh(r.label)}（{r.items.length} 幅）
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </aside>
  );
}
