import { useEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { fromShanghaiInput, kindOf, type FieldDef, type FilterOp } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";
import { Button } from "../../ui/button";
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

const HAS_OPTIONS = new Set(["enum", "dict", "boolean"]);

function optionsOf(f: FieldDef): readonly { value: string; label: string }[] {
  if (f.tag) return tagOptions(f.tag);
  if (f.kind === "enum") return f.options ?? [];
  if (f.kind === "dict") return cachedDict(f.dict ?? "")?.items ?? [];
  return [{ value: "true", label: "是" }, { value: "false", label: "否" }];
}

/** The filters as the server reads them from `cond.jsonq`: values converted by each kind (yuan → fen, Shanghai time → ms). */
function wireFilters(fields: readonly FieldDef[], draft: Record<string, string>): Record<string, unknown> {
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
  return out;
}

const INPUT_TYPE: Partial<Record<string, string>> = { date: "date", datetime: "datetime-local" };
const LABEL = "flex flex-col gap-1 text-xs text-gray-600";

/** The filter toolbar: Enter applies, Esc gives focus back to the grid. Ranges for dates, times and amounts. */
export function FilterBar({ fields, timeFilter, onApply, onEscape, firstRef, initial, onDraft }: {
  fields: readonly FieldDef[];
  /** A from–to filter on the records' own time, sent as `[fromMs, toMs]`. */
  timeFilter?: { key: string; label: string } | undefined;
  onApply(filters: Record<string, unknown>): void;
  onEscape(): void;
  /** Given the first control, for `/`. */
  firstRef?: RefObject<HTMLElement | null>;
  /** What the inputs held when the list was left (listMemory), and where to tell each change. */
  initial?: Record<string, string> | undefined;
  onDraft?: ((draft: Record<string, string>) => void) | undefined;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(() => initial ?? {});
  useEffect(() => onDraft?.(draft), [draft, onDraft]);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onEscape();
    }
  };
  if (fields.length === 0 && !timeFilter) return null;
  const first = (el: HTMLElement | null) => {
    if (firstRef) firstRef.current = el;
  };
  const control = "w-40 text-sm";
  return (
    <form role="search" aria-label="筛选" data-testid="filters" onKeyDown={onKeyDown} className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const wire = wireFilters(fields, draft);
        if (timeFilter) {
          const from = draft["time-from"] ? fromShanghaiInput(draft["time-from"]) : null;
          const to = draft["time-to"] ? fromShanghaiInput(draft["time-to"]) + 59_999 : null;
          if (from !== null || to !== null) wire[timeFilter.key] = [from, to];
        }
        onApply(wire);
      }}>
      {fields.map((f, i) => {
        const id = `filter-${f.key}`;
        const ref = i === 0 ? first : undefined;
        if (filterOpOf(f) === "range") {
          const type = INPUT_TYPE[f.kind] ?? "text";
          const unit = f.kind === "money" ? "（元）" : "";
          return (["from", "to"] as const).map((end, j) => (
            <label key={`${f.key}-${end}`} htmlFor={`${id}-${end}`} className={LABEL}>
              {f.label}{unit}{end === "from" ? "（起）" : "（止）"}
              <Input id={`${id}-${end}`} ref={j === 0 ? ref : undefined} type={type} inputMode={type === "text" ? "decimal" : undefined} size="sm" className={control}
                value={draft[`${f.key}-${end}`] ?? ""} onChange={(e) => set(`${f.key}-${end}`, e.target.value)} />
            </label>
          ));
        }
        const input = f.tag || HAS_OPTIONS.has(f.kind) ? (
          <Select id={id} ref={ref} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} size="sm" className={control} placeholder="全部" options={optionsOf(f)} />
        ) : (
          <Input id={id} ref={ref} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} size="sm" className={control}
            type={INPUT_TYPE[f.kind] ?? "text"} inputMode={f.kind === "integer" || f.kind === "ref" ? "numeric" : undefined} />
        );
        return (
          <label key={f.key} htmlFor={id} className={LABEL}>
            {f.label}
            {input}
          </label>
        );
      })}
      {timeFilter && (["from", "to"] as const).map((end) => (
        <label key={end} htmlFor={`filter-time-${end}`} className={LABEL}>
          {timeFilter.label}{end === "from" ? "（起）" : "（止）"}
          <Input id={`filter-time-${end}`} type="datetime-local" size="sm" className="w-auto text-sm" value={draft[`time-${end}`] ?? ""} onChange={(e) => set(`time-${end}`, e.target.value)} />
        </label>
      ))}
      <Button type="submit" variant="primary">查询</Button>
      <Button onClick={() => {
        setDraft({});
        onApply({});
      }}>重置</Button>
    </form>
  );
}
