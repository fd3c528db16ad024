import { useState } from "react";
import { SLOW_QUERY_OPS } from "../../../catalogue/resources/dashboard/slowQueryEnums";
import { Button } from "../../../ui/button";
import { RANGES, type SlowView } from "./filters";
import { onToolbarKey, segment } from "../toolbar";

const input = "h-7 rounded border border-gray-300 px-2 text-sm";

/**
 * The 慢查询 filters (commerce.md §7.7): the time range applies at once; 表 / 服务, 操作, 最小耗时 and
 * 仅全表扫描 apply with 应用 (Enter in any of them), 清除 drops them.
 */
export function SlowQueryFilterBar({ view, tables, onChange }: { view: SlowView; tables: string[]; onChange(view: SlowView): void }) {
  const [draft, setDraft] = useState({ ns: view.ns, op: view.op, min: view.minMs === undefined ? "" : String(view.minMs), scan: view.fullScan });
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const min = draft.min.trim();
    if (min !== "" && !/^\d{1,8}$/.test(min)) {
      setProblem("最小耗时应为不小于 0 的整数毫秒");
      return;
    }
    setProblem(null);
    onChange({ ...view, ns: draft.ns.trim(), op: draft.op, minMs: min === "" ? undefined : Number(min), fullScan: draft.scan });
  };
  const clear = () => {
    setDraft({ ns: "", op: "", min: "", scan: false });
    setProblem(null);
    onChange({ range: view.range, ns: "", op: "", minMs: undefined, fullScan: false });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded bg-white px-4 py-3" data-testid="slowquery-filters">
      <div role="toolbar" aria-label="时间范围" className="flex" onKeyDown={onToolbarKey}>
        {RANGES.map((r) => (
          <button key={r.id} type="button" aria-pressed={view.range === r.id} className={segment(view.range === r.id)} onClick={() => onChange({ ...view, range: r.id })}>
            {r.label}
          </button>
        ))}
      </div>
      <form role="search" aria-label="慢查询筛选" className="flex flex-wrap items-center gap-2" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <label className="flex items-center gap-1 text-sm text-gray-600">表 / 服务
          <input className={`${input} w-40`} list="slowquery-tables" value={draft.ns} maxLength={80} onChange={(e) => setDraft((d) => ({ ...d, ns: e.target.value }))} />
          <datalist id="slowquery-tables">{tables.map((t) => <option key={t} value={t} />)}</datalist>
        </label>
        <label className="flex items-center gap-1 text-sm text-gray-600">操作
          <select className={input} value={draft.op} onChange={(e) => setDraft((d) => ({ ...d, op: e.target.value }))}>
            <option value="">全部</option>
            {SLOW_QUERY_OPS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm text-gray-600">最小耗时（毫秒）
          <input className={`${input} w-24`} inputMode="numeric" value={draft.min} aria-invalid={problem !== null}
            aria-describedby={problem ? "slowquery-problem" : undefined} onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))} />
        </label>
        <label className="flex items-center gap-1 text-sm text-gray-600">
          <input type="checkbox" checked={draft.scan} onChange={(e) => setDraft((d) => ({ ...d, scan: e.target.checked }))} />仅全表扫描
        </label>
        <Button size="sm" variant="primary" type="submit">应用</Button>
        <Button size="sm" type="button" onClick={clear}>清除</Button>
        {problem && <span id="slowquery-problem" role="alert" className="text-sm text-red-700">{problem}</span>}
      </form>
    </div>
  );
}
