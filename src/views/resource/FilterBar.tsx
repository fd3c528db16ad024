import { useState, type KeyboardEvent, type RefObject } from "react";
import type { FieldDef } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";

/** Kinds the toolbar offers a filter for: substring for text, equality for choices and numbers. */
const FILTERABLE = new Set(["text", "email", "phone", "url", "enum", "dict", "boolean", "integer", "ref"]);

export function filterFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.filter && FILTERABLE.has(f.kind));
}

/** The filters as the server reads them from `cond.jsonq`. */
function wireFilters(fields: readonly FieldDef[], draft: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (draft[f.key] ?? "").trim();
    if (v === "") continue;
    if (f.kind === "boolean") out[f.key] = v === "true";
    else if (f.kind === "integer" || f.kind === "ref") out[f.key] = Number.isFinite(Number(v)) ? Number(v) : v;
    else out[f.key] = v;
  }
  return out;
}

/** The filter toolbar: Enter applies, Esc gives focus back to the grid. */
export function FilterBar({ fields, timeFilter, onApply, onEscape, firstRef }: {
  fields: readonly FieldDef[];
  /** A from–to filter on the records' own time, sent as `[fromMs, toMs]`. */
  timeFilter?: { key: string; label: string };
  onApply(filters: Record<string, unknown>): void;
  onEscape(): void;
  firstRef: RefObject<HTMLElement | null>;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onEscape();
    }
  };
  if (fields.length === 0) return null;
  return (
    <form role="search" aria-label="筛选" data-testid="filters" onKeyDown={onKeyDown} className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const wire = wireFilters(fields, draft);
        if (timeFilter) {
          const from = draft["time-from"] ? new Date(draft["time-from"]).getTime() : null;
          const to = draft["time-to"] ? new Date(draft["time-to"]).getTime() + 59_999 : null;
          if (from !== null || to !== null) wire[timeFilter.key] = [from, to];
        }
        onApply(wire);
      }}>
      {fields.map((f, i) => {
        const id = `filter-${f.key}`;
        const ref = i === 0 ? (el: HTMLElement | null) => { firstRef.current = el; } : undefined;
        const cls = "w-40 rounded border border-gray-300 px-2 py-1 focus:border-primary";
        let input;
        if (f.tag || f.kind === "enum" || f.kind === "dict" || f.kind === "boolean") {
          const options = f.tag ? tagOptions(f.tag) : f.kind === "enum" ? f.options ?? [] : f.kind === "dict" ? cachedDict(f.dict ?? "")?.items ?? [] : [{ value: "true", label: "是" }, { value: "false", label: "否" }];
          input = (
            <select id={id} ref={ref} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} className={cls}>
              <option value="">全部</option>
              {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          );
        } else {
          input = <input id={id} ref={ref} value={draft[f.key] ?? ""} onChange={(e) => set(f.key, e.target.value)} className={cls}
            inputMode={f.kind === "integer" || f.kind === "ref" ? "numeric" : undefined} />;
        }
        return (
          <label key={f.key} htmlFor={id} className="flex flex-col gap-1 text-xs text-gray-600">
            {f.label}
            {input}
          </label>
        );
      })}
      {timeFilter && (["from", "to"] as const).map((end) => (
        <label key={end} htmlFor={`filter-time-${end}`} className="flex flex-col gap-1 text-xs text-gray-600">
          {timeFilter.label}{end === "from" ? "（起）" : "（止）"}
          <input id={`filter-time-${end}`} type="datetime-local" value={draft[`time-${end}`] ?? ""} onChange={(e) => set(`time-${end}`, e.target.value)}
            className="rounded border border-gray-300 px-2 py-1 focus:border-primary" />
        </label>
      ))}
      <button type="submit" className="rounded bg-primary-active px-3 py-1 text-white hover:bg-primary-ink">查询</button>
      <button type="button" className="rounded border border-gray-300 px-3 py-1 hover:border-primary" onClick={() => {
        setDraft({});
        onApply({});
      }}>重置</button>
    </form>
  );
}
