import { useRef, useState } from "react";
import { Button } from "../../ui/button";
import { DateTimeInput } from "../../ui/DateTimeInput";
import type { FilterName, MetricFilters } from "../../rpc/dashboard";
import { FilterBar } from "./FilterBar";
import {
  GRANULARITIES, PRESETS, daysIn, defaultGranularity, presetOf, presetRange, rangeProblem, type DateRange, type PresetId,
} from "./range";
import { onToolbarKey, segment } from "./toolbar";

/**
 * The dashboards' filter bar (commerce.md §7.0): presets 今天 … 近12个月 and 自定义 (≤ 400 days, typed
 * or picked in the Chinese calendar), and the granularity 日/周/月. The page keeps the range in its
 * address; `now` fixes what 今天 is (its day read in Asia/Shanghai). With `onFilters`, the top bar's
 * filters 下单端/支付方式/订单类型 follow (FilterBar; `filterNames` picks which).
 */
export function DateRangeBar({ range, now, onChange, filters, onFilters, filterNames }: {
  range: DateRange;
  now: number;
  onChange(range: DateRange): void;
  filters?: MetricFilters;
  onFilters?(filters: MetricFilters): void;
  filterNames?: readonly FilterName[];
}) {
  const active = presetOf(range, now);
  const [custom, setCustom] = useState(active === "custom");
  const [draft, setDraft] = useState({ from: range.from, to: range.to });
  const [problem, setProblem] = useState<string | null>(null);
  const fromInput = useRef<HTMLInputElement | null>(null);

  const pick = (id: PresetId) => {
    if (id === "custom") {
      setCustom(true);
      setDraft({ from: range.from, to: range.to });
      setProblem(null);
      requestAnimationFrame(() => fromInput.current?.focus());
      return;
    }
    setCustom(false);
    const days = presetRange(id, now);
    onChange({ ...days, granularity: defaultGranularity(days.from, days.to) });
  };
  const applyCustom = () => {
    const from = draft.from.trim();
    const to = draft.to.trim();
    const why = rangeProblem(from, to);
    setProblem(why);
    if (!why) onChange({ from, to, granularity: range.granularity === "day" && daysIn(from, to) > 92 ? defaultGranularity(from, to) : range.granularity });
  };
  const shownPreset = custom ? "custom" : active;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded bg-white px-4 py-3" data-testid="date-range-bar">
      <div role="toolbar" aria-label="时间范围" className="flex flex-wrap" onKeyDown={onToolbarKey}>
        {PRESETS.map((p) => (
          <button key={p.id} type="button" aria-pressed={shownPreset === p.id} className={segment(shownPreset === p.id)} onClick={() => pick(p.id)}>
            {p.label}
          </button>
        ))}
      </div>
      <div role="toolbar" aria-label="统计粒度" className="flex" onKeyDown={onToolbarKey}>
        {GRANULARITIES.map((g) => (
          <button key={g.id} type="button" aria-pressed={range.granularity === g.id} className={segment(range.granularity === g.id)}
            onClick={() => onChange({ ...range, granularity: g.id })} aria-label={`按${g.label}统计`}>
            {g.label}
          </button>
        ))}
      </div>
      <span className="text-sm text-gray-600" data-testid="range-text" aria-live="polite">
        {range.from} 至 {range.to}（{daysIn(range.from, range.to)} 天）
      </span>
      {onFilters && <FilterBar filters={filters ?? {}} onChange={onFilters} {...(filterNames ? { names: filterNames } : {})} />}
      {custom && (
        <form role="search" aria-label="自定义时间范围" className="flex w-full flex-wrap items-center gap-2"
          onSubmit={(e) => { e.preventDefault(); applyCustom(); }}>
          <label className="flex items-center gap-1 text-sm text-gray-600">开始
            <DateTimeInput ref={fromInput} withTime={false} size="sm" label="选择开始日期" value={draft.from} className="w-36"
              onChange={(from) => setDraft((d) => ({ ...d, from }))} aria-invalid={problem !== null} aria-describedby={problem ? "range-problem" : undefined} />
          </label>
          <label className="flex items-center gap-1 text-sm text-gray-600">结束
            <DateTimeInput withTime={false} size="sm" label="选择结束日期" value={draft.to} className="w-36"
              onChange={(to) => setDraft((d) => ({ ...d, to }))} aria-invalid={problem !== null} aria-describedby={problem ? "range-problem" : undefined} />
          </label>
          <Button size="sm" variant="primary" type="submit">应用</Button>
          <span className="text-xs text-gray-600">最长 400 天</span>
          {problem && <span id="range-problem" role="alert" className="text-sm text-red-700">{problem}</span>}
        </form>
      )}
    </div>
  );
}
