import { useEffect, useState, type KeyboardEvent } from "react";
import type { Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Kbd } from "../../ui/kbd";
import { usePane } from "../../ui/keyScope";
import { fullGlyph, grown, moveRegion, pageBase, regionUrl, rejectGlyph, sameCharGlyphs, verifyGlyph, workName, workTitles, type Region } from "./glyphApi";

const REASONS = [["segmentation", "切分错误"], ["recognition", "识字错误"], ["duplicate", "重复"], ["unusable", "残损不可用"]] as const;
const STATE: Readonly<Record<string, string>> = { unverified: "待校对", verified: "已校对", rejected: "已驳回" };

/**
 * The glyph review panel beside the grid (content.md §2.2, §17.9): the focused glyph, its page context
 * (the region grown by 50 %, an IIIF region of the page's pyramid when the page is tiled; otherwise the
 * region's numbers), and the same character by the same 书家. Keys while it has the focus: `y` 确认,
 * `n` 驳回 (then `1`–`4` for the reason), `←`/`→` previous/next glyph, `r` 调整区域.
 */
export function GlyphPanel({ glyph: row, canWrite, onDone, onMove }: {
  glyph: Rec | undefined;
  canWrite: boolean;
  /** After a review: refresh the grid and go on to the next glyph. */
  onDone(next: boolean): void;
  onMove(delta: number): void;
}) {
  const pane = usePane("glyphPanel");
  // Everything below belongs to one version of one glyph (`Id:utime`): another one starts afresh.
  const key = row ? `${row.Id}:${String(row.utime)}` : "";
  const [modeOf, setModeOf] = useState<{ key: string; mode: "idle" | "reject" | "region" }>({ key: "", mode: "idle" });
  const mode = modeOf.key === key ? modeOf.mode : "idle";
  const setMode = (m: "idle" | "reject" | "region") => setModeOf({ key, mode: m });
  const [loaded, setLoaded] = useState<{ key: string; full: Rec; base: string | null; same: Rec[]; titles: Map<number, string> | null } | null>(null);
  const shown = loaded?.key === key ? loaded : null;
  const glyph = shown?.full ?? row;
  const base = shown?.base ?? null;
  const same = shown?.same ?? [];
  const titles = shown ? shown.titles : undefined;
  const [edit, setEdit] = useState<Region>({ x: 0, y: 0, w: 8, h: 8 });
  const region = (glyph?.region ?? null) as Region | null;

  useEffect(() => {
    if (!row) return;
    let live = true;
    void (async () => {
      const full = await fullGlyph(row.Id);
      const page = typeof full.pageImageId === "number" ? await pageBase(full.pageImageId) : null;
      const rows = await sameCharGlyphs(full);
      const t = await workTitles([Number(full.workId), ...rows.map((r) => Number(r.workId))]);
      if (live) setLoaded({ key, full, base: page, same: rows, titles: t });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [row, key]);

  if (!glyph) return <aside className="rounded border border-gray-200 p-4 text-gray-600" {...pane.props}>在左侧选择一个单字。</aside>;
  const state = String(glyph.verifyState);
  const verify = async () => {
    if (!canWrite || state !== "unverified") return;
    await verifyGlyph(glyph).then(() => onDone(true)).catch(() => undefined);
  };
  const reject = async (reason: string) => {
    setMode("idle");
    await rejectGlyph(glyph, reason).then(() => onDone(true)).catch(() => undefined);
  };
  const saveRegion = async () => {
    await moveRegion(glyph, edit).then(() => {
      setMode("idle");
      onDone(false);
    }).catch(() => undefined);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const inField = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
    if (inField) return;
    if (mode === "reject") {
      const at = Number(e.key) - 1;
      if (REASONS[at]) void reject(REASONS[at][0]);
      else if (e.key === "Escape") setMode("idle");
      else return;
    } else if (e.key === "y" && canWrite) void verify();
    else if (e.key === "n" && canWrite && state === "unverified") setMode("reject");
    else if (e.key === "r" && canWrite && region) {
      setEdit(region);
      setMode("region");
    } else if (e.key === "ArrowRight" || e.key === "ArrowDown") onMove(1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") onMove(-1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const context = region ? grown(region) : null;
  return (
    <aside {...pane.props} tabIndex={0} onKeyDown={onKeyDown} aria-label="单字校对" data-testid="glyph-panel"
      className="space-y-4 rounded border border-gray-200 p-4 outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <div className="flex items-baseline gap-3">
        <span className="text-5xl" data-testid="glyph-char">{String(glyph.char)}</span>
        <span className="text-gray-600">{String(glyph.codepoint ?? "")}</span>
        <span data-testid="glyph-state" className={state === "verified" ? "text-green-700" : state === "rejected" ? "text-red-700" : "text-amber-700"}>{STATE[state] ?? state}</span>
      </div>
      <p className="text-sm">出处：{workName(titles, glyph.workId)}{glyph.textIndex !== null && glyph.textIndex !== undefined ? `，释文第 ${Number(glyph.textIndex) + 1} 字` : ""}</p>
      <section aria-label="页面上下文" className="space-y-1">
        <h3 className="text-sm font-medium">页面上下文</h3>
        {base && region && context ? (
          <div className="flex gap-3">
            <img src={regionUrl(base, region)} alt={`单字「${String(glyph.char)}」`} className="h-32 w-32 border object-contain" />
            <img src={regionUrl(base, context, 384)} alt="单字所在页面（区域外扩 50%）" className="h-32 border object-contain" />
          </div>
        ) : (
          <p className="text-sm text-gray-600" data-testid="glyph-region">
            {region ? `区域 x ${region.x}，y ${region.y}，宽 ${region.w}，高 ${region.h}（上下文 x ${context?.x}，y ${context?.y}，${context?.w}×${context?.h}）` : "没有区域"}
            {typeof glyph.pageImageId === "number" ? "；所在页尚未切片，暂只显示区域数值。" : "；未指定所在页，暂只显示区域数值。"}
          </p>
        )}
      </section>
      {mode === "reject" && (
        <div role="group" aria-label="驳回原因" className="space-y-2 rounded bg-red-50 p-3" data-testid="reject-reasons">
          <p className="text-sm">选择驳回原因（按数字键，Esc 取消）：</p>
          <div className="flex flex-wrap gap-2">
            {REASONS.map(([value, label], i) => <Button key={value} size="sm" onClick={() => void reject(value)}><Kbd>{i + 1}</Kbd> {label}</Button>)}
          </div>
        </div>
      )}
      {mode === "region" && (
        <form className="grid grid-cols-4 gap-2" aria-label="调整区域" onSubmit={(e) => {
          e.preventDefault();
          void saveRegion();
        }}>
          {(["x", "y", "w", "h"] as const).map((k) => (
            <label key={k} className="text-sm">{k}
              <Input type="number" min={k === "w" || k === "h" ? 8 : 0} value={edit[k]} onChange={(e) => setEdit((r) => ({ ...r, [k]: Number(e.target.value) }))} />
            </label>
          ))}
          <div className="col-span-4 flex gap-2">
            <Button type="submit" size="sm">保存区域</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode("idle")}>取消</Button>
            <span className="text-sm text-gray-600">改区域后此字回到待校对。</span>
          </div>
        </form>
      )}
      {canWrite && mode === "idle" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void verify()} disabled={state !== "unverified"}><Kbd>Y</Kbd> 确认</Button>
          <Button size="sm" variant="ghost" onClick={() => setMode("reject")} disabled={state !== "unverified"}><Kbd>N</Kbd> 驳回</Button>
          <Button size="sm" variant="ghost" onClick={() => region && (setEdit(region), setMode("region"))}><Kbd>R</Kbd> 调整区域</Button>
          <span className="text-sm text-gray-600"><Kbd>←</Kbd>/<Kbd>→</Kbd> 上一个 / 下一个</span>
        </div>
      )}
      <section aria-label="同书家同字" className="space-y-1">
        <h3 className="text-sm font-medium">同书家的「{String(glyph.char)}」（已校对）</h3>
        {same.length === 0 ? <p className="text-sm text-gray-600">没有可对照的字。</p> : (
          <ul className="flex flex-wrap gap-2" data-testid="same-char">
            {same.map((g) => (
              <li key={g.Id} className="flex w-24 flex-col items-center rounded border border-gray-200 p-1 text-center">
                <span className="text-3xl">{String(g.char)}</span>
                <span className="text-xs text-gray-600">{workName(titles, g.workId)}</span>
                <span className="text-xs text-gray-600">{"★".repeat(Number(g.quality ?? 0))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
