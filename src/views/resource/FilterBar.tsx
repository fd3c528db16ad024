import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { fromShanghaiInput, kindOf, type FieldDef, type FilterOp } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";
import { Button } from "../../ui/button";
import { DateTimeInput } from "../../ui/DateTimeInput";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";

/** How the toolbar asks for a field: the first operator its kind offers (a tag tree is a choice). */
function filterOpOf(field: FieldDef): FilterOp | undefined {
  if (field.tag) return "equals";
  return kindOf(field).filters[0];
}

export function filterFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.filter && filterOpOf(f) !== undefined);
}

/** Whether the bar asks for a from–to range (dates, times, amounts). */
export const isRangeFilter = (field: FieldDef) => filterOpOf(field) === "range";

const HAS_OPTIONS = new Set(["enum", "dict", "boolean"]);

function optionsOf(f: FieldDef): readonly { value: string; label: string }[] {
  if (f.tag) return tagOptions(f.tag);
  if (f.kind === "enum") return f.options ?? [];
  if (f.kind === "dict") return cachedDict(f.dict ?? "")?.items ?? [];
  return [{ value: "true", label: "是" }, { value: "false", label: "否" }];
}

/** The filters as the server reads them from `cond.jsonq`: values converted by each kind (yuan → fen, Shanghai time → ms). */
export function wireFilters(fields: readonly FieldDef[], draft: Record<string, string>, timeFilter?: { key: string } | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const kind = kindOf(f);
    if (filterOpOf(f) === "range") {
      const from = (draft[`${f.key}-from`] ?? "").trim();
      const to = (draft[`${f.key}-to`] ?? "").trim();
      if (from === "" && to === "") continue;
      // A day typed as the end of a datetime range includes that whole minute.
      const end = to === "" ? null : f.kind === "datetime" ? fromShanghaiInput(to) + 59_999 : kind.fromInput(to);
      out[f.key] = [from === "" ? null : kind.fromInput(from), end];
      continue;
    }
    const v = (draft[f.key] ?? "").trim();
    if (v === "") continue;
    out[f.key] = f.tag ? v : kind.fromInput(v);
  }
  if (timeFilter) {
    const from = draft["time-from"] ? fromShanghaiInput(draft["time-from"]) : null;
    const to = draft["time-to"] ? fromShanghaiInput(draft["time-to"]) + 59_999 : null;
    if (from !== null || to !== null) out[timeFilter.key] = [from, to];
  }
  return out;
}

/** One row of filters: the ones a screen is used with most; the rest wait behind 更多筛选. */
export const SHOWN_FILTERS = 8;
const LABEL = "flex flex-col gap-1 text-xs text-gray-600";
const filled = (draft: Record<string, string>, key: string) => (draft[key] ?? "").trim() !== "";

/**
 * The filter toolbar: at most eight controls in one row (the catalogue's order: the screen's most used
 * first), the others behind 更多筛选 with how many of them are set. Enter applies from any control, a
 * select included; Esc gives the focus back to the grid. Ranges for dates, times and amounts; dates and
 * times typed `YYYY-MM-DD HH:mm` or picked in a Chinese calendar.
 */
export function FilterBar({ fields, timeFilter, onApply, onEscape, initial, onDraft, extra }: {
  /** In the order the bar shows them. */
  fields: readonly FieldDef[];
  /** A from–to filter on the records' own time, sent as `[fromMs, toMs]`. */
  timeFilter?: { key: string; label: string } | undefined;
  /** The filters as the server reads them, and as typed (what the address keeps). */
  onApply(filters: Record<string, unknown>, draft: Record<string, string>): void;
  onEscape(): void;
  /** What the inputs hold to begin with (the address's filters, or the list as it was left), and where to tell each change. */
  initial?: Record<string, string> | undefined;
  onDraft?: ((draft: Record<string, string>) => void) | undefined;
  /** Shown after 查询 and 重置 (保存视图). */
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(() => initial ?? {});
  const [more, setMore] = useState(false);
  const moreId = useId();
  useEffect(() => onDraft?.(draft), [draft, onDraft]);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onEscape();
    }
    // A select does not submit its form on Enter by itself.
    if (e.key === "Enter" && e.target instanceof HTMLSelectElement) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };
  if (fields.length === 0 && !timeFilter) return null;
  const room = SHOWN_FILTERS - (timeFilter ? 1 : 0);
  const shown = fields.slice(0, room);
  const hidden = fields.slice(room);
  const hiddenSet = hidden.filter((f) => (isRangeFilter(f) ? filled(draft, `${f.key}-from`) || filled(draft, `${f.key}-to`) : filled(draft, f.key))).length;
  // `!`: the shared control look is full width; a filter row fits eight of these at 1366 px.
  const control = "!w-28 text-sm";

  const rangeInput = (key: string, label: string, kind: string, end: "from" | "to") => {
    const id = `filter-${key}-${end}`;
    const name = `${label}${end === "from" ? "（起）" : "（止）"}`;
    const value = draft[`${key}-${end}`] ?? "";
    if (kind === "date" || kind === "datetime") {
      return <DateTimeInput id={id} aria-label={name} label={`选择${name}`} withTime={kind === "datetime"} size="sm"
        className={kind === "datetime" ? "!w-[9.5rem] pr-7 text-sm" : "!w-32 pr-7 text-sm"} value={value} onChange={(v) => set(`${key}-${end}`, v)} />;
    }
    return <Input id={id} aria-label={name} inputMode="decimal" size="sm" className="!w-20 text-sm" value={value} onChange={(e) => set(`${key}-${end}`, e.target.value)} />;
  };
  const range = (key: string, label: string, kind: string) => (
    <div key={key} role="group" aria-label={label} className={LABEL}>
      <span aria-hidden>{label}</span>
      <span className="flex items-center gap-1">
        {rangeInput(key, label, kind, "from")}
        <span aria-hidden>–</span>
        {rangeInput(key, label, kind, "to")}
      </span>
    </div>
  );
  const one = (f: FieldDef) => {
    const id = `filter-${f.key}`;
    if (isRangeFilter(f)) return range(f.key, `${f.label}${f.kind === "money" ? "（元）" : ""}`, f.kind);
    const input = f.tag || HAS_OPTIONS.has(f.kind) ? (
      <Select id={id} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} size="sm" className={control} placeholder="全部" options={optionsOf(f)} />
    ) : (
      <Input id={id} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} size="sm" className={control}
        inputMode={f.kind === "integer" || f.kind === "ref" ? "numeric" : undefined} />
    );
    return (
      <label key={f.key} htmlFor={id} className={LABEL}>
        {f.label}
        {input}
      </label>
    );
  };
  return (
    <form role="search" aria-label="筛选" data-testid="filters" onKeyDown={onKeyDown} className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(wireFilters(fields, draft, timeFilter), draft);
      }}>
      <div className="flex flex-wrap items-end gap-3">
        {shown.map((f) => one(f))}
        {timeFilter && range("time", timeFilter.label, "datetime")}
        <Button type="submit" variant="primary">查询</Button>
        <Button onClick={() => {
          setDraft({});
          onApply({}, {});
        }}>重置</Button>
        {hidden.length > 0 && (
          <Button aria-expanded={more} aria-controls={moreId} data-testid="more-filters" onClick={() => setMore((m) => !m)}>
            更多筛选{hiddenSet > 0 ? ` (${hiddenSet})` : ""}
          </Button>
        )}
        {extra}
      </div>
      {hidden.length > 0 && (
        <div id={moreId} className={more ? "flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-gray-50 p-2" : "hidden"}>
          {hidden.map((f) => one(f))}
        </div>
      )}
    </form>
  );
}
