import { useEffect, useState } from "react";
import { jsonq } from "../../rpc/listPayload";
import { glyph } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";

interface GlyphRow { Id: number; char: string; textIndex: number | null; verifyState: string; region: { x: number; y: number; w: number; h: number } | null; quality: number | null }

const STATE: Readonly<Record<string, string>> = { unverified: "待校对", verified: "已校对", rejected: "已驳回" };

/**
 * The 单字 tab (read-only for now): the work's glyphs in 释文 order with their region on the page.
 * Binding boxes to characters on the page image (content.md §2.6) waits for the tiled viewer; review
 * and edits happen on 字形资源对应 (/sufa/glyphscorresponding).
 */
export function GlyphsTab({ workId }: { workId: number }) {
  const [rows, setRows] = useState<GlyphRow[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    resourceClient(glyph).list({
      page: { skip: 0, limit: 500 }, cond: { jsonq: jsonq({ workId }) }, sort: { by: "textIndex", asc: true },
      mask: { fields: ["Id", "char", "textIndex", "verifyState", "region", "quality"] },
    }).then((a) => {
      if (!live) return;
      setRows(a.data as unknown as GlyphRow[]);
      setTotal(a.total ?? a.data.length);
    }).catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [workId]);
  if (rows === null) return <p className="text-gray-600">加载中…</p>;
  if (rows.length === 0) return <p className="text-gray-600" data-testid="glyphs-tab">此作品还没有单字。</p>;
  return (
    <div className="space-y-2" data-testid="glyphs-tab">
      <p className="text-sm text-gray-600">共 {total} 个单字{total > rows.length ? `，显示前 ${rows.length} 个` : ""}；在「字形资源对应」中校对。</p>
      <ol className="flex flex-wrap gap-2" aria-label="单字（按释文顺序）">
        {rows.map((g) => (
          <li key={g.Id} title={g.region ? `区域 x${g.region.x} y${g.region.y} ${g.region.w}×${g.region.h}` : undefined}
            className={`flex w-14 flex-col items-center rounded border px-1 py-1 ${g.verifyState === "verified" ? "border-green-300" : g.verifyState === "rejected" ? "border-red-300" : "border-amber-300"}`}>
            <span className="text-2xl leading-tight">{g.char}</span>
            <span className="text-xs text-gray-600">{g.textIndex ?? "—"} · {STATE[g.verifyState] ?? g.verifyState}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
