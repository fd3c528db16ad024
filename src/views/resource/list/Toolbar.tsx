import type { ReactNode } from "react";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Kbd } from "../../../ui/kbd";

/** The screen's header row: title (or a child list's breadcrumb), the count, columns, export and new. */
export function Toolbar({ title, readOnly, total, estimated, counting, onCountExactly, loading, selected, drillUp, columns, exportLabel, onExport, onCreate }: {
  title: ReactNode;
  /** A ledger: its records are never created, changed or deleted here. */
  readOnly: boolean;
  total: number;
  /** `total` is the server's estimate: 约 N 条, and 精确计数 to have it counted. */
  estimated: boolean;
  /** The exact count is being asked for. */
  counting: boolean;
  onCountExactly(): void;
  /** The count is not known yet: 加载中… rather than 共 0 条. */
  loading: boolean;
  selected: number | "all";
  /** Shown while a record's children are listed (tag types under a type). */
  drillUp?: (() => void) | undefined;
  columns: ReactNode;
  exportLabel: string;
  onExport(): void;
  onCreate?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-slot="toolbar">
      <div className="flex min-w-0 items-center gap-2">
        {title}
        {readOnly && <Badge tone="info" title="记录发生过的事，不能新建、修改或删除">只读记录</Badge>}
      </div>
      <div className="flex items-center gap-2">
        {drillUp && <Button data-testid="drill-up" onClick={drillUp}>返回全部</Button>}
        <span className="text-gray-600" data-testid="total" aria-live="polite">
          {loading ? "加载中…" : `${estimated ? "约" : "共"} ${total} 条`}{selected === "all" ? `，已选全部 ${total} 条` : selected > 0 ? `，已选 ${selected} 条` : ""}
        </span>
        {estimated && !loading && (
          <Button size="sm" variant="link" onClick={onCountExactly} disabled={counting} data-testid="count-exactly" title="数一遍全部匹配的记录（大表可能要几秒）">
            {counting ? "计数中…" : "精确计数"}
          </Button>
        )}
        {columns}
        <Button onClick={onExport}>{exportLabel}</Button>
        {onCreate && <Button variant="primary" onClick={onCreate}>新建 <Kbd tone="inverse">N</Kbd></Button>}
      </div>
    </div>
  );
}
