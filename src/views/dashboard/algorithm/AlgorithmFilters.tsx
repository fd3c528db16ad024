import { Button } from "../../../ui/button";
import { Select } from "../../../ui/select";
import { ALGORITHMS, PLATFORMS, WINDOWS, type PageState } from "./model";
import { onToolbarKey, segment } from "../toolbar";

const clock = (ms: number) => new Date(ms).toLocaleTimeString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });

/**
 * The page's filters (commerce.md §7.5): window, algorithm, model version (those seen in the window),
 * platform, and the 60-second auto-refresh with its last update and a 刷新 button.
 */
export function AlgorithmFilters({ state, offered, onChange, updatedAt, refreshing, refresh }: {
  state: PageState;
  offered: readonly { algorithm: string; modelVersion: string }[];
  onChange(next: Partial<PageState>): void;
  updatedAt: number;
  refreshing: boolean;
  refresh(): void;
}) {
  const versions = offered.filter((v) => !state.algorithm || v.algorithm === state.algorithm).map((v) => ({ value: v.modelVersion, label: v.modelVersion }));
  return (
    <div className="flex flex-wrap items-center gap-3 rounded bg-white p-3" data-testid="algorithm-filters">
      <div role="toolbar" aria-label="时间范围" className="flex" onKeyDown={onToolbarKey}>
        {WINDOWS.map((w) => (
          <button key={w.id} type="button" aria-pressed={state.window === w.id} className={segment(state.window === w.id)} onClick={() => onChange({ window: w.id })}>{w.label}</button>
        ))}
      </div>
      <label className="flex items-center gap-1 whitespace-nowrap text-sm">算法
        <Select size="sm" className="w-auto" value={state.algorithm ?? ""} placeholder="全部" options={ALGORITHMS}
          onChange={(e) => onChange({ algorithm: e.target.value || undefined, modelVersion: undefined })} />
      </label>
      <label className="flex items-center gap-1 whitespace-nowrap text-sm">模型版本
        <Select size="sm" className="w-auto" value={state.modelVersion ?? ""} placeholder="全部" options={versions} onChange={(e) => onChange({ modelVersion: e.target.value || undefined })} />
      </label>
      <label className="flex items-center gap-1 whitespace-nowrap text-sm">端
        <Select size="sm" className="w-auto" value={state.platform?.[0] ?? ""} placeholder="全部" options={PLATFORMS} onChange={(e) => onChange({ platform: e.target.value ? [e.target.value] : undefined })} />
      </label>
      <span className="flex-1" />
      <label className="flex items-center gap-1 whitespace-nowrap text-sm">
        <input type="checkbox" checked={state.auto} onChange={(e) => onChange({ auto: e.target.checked })} />
        每 60 秒自动刷新
      </label>
      <span className="text-xs text-gray-600" aria-live="polite" data-testid="algorithm-updated">
        {refreshing ? "正在刷新…" : updatedAt ? `更新于 ${clock(updatedAt)}` : ""}
      </span>
      <Button size="sm" onClick={refresh}>刷新</Button>
    </div>
  );
}
