import { useEffect, useId, useRef, useState } from "react";
import type { FilterName, MetricFilters } from "../../rpc/dashboard";
import { FILTERS, anyFilter, filterSummary } from "./filters";

/**
 * One filter of the top bar: a button (下单端：全部 ▾) opening a list of checkboxes. Tab or the arrow keys
 * move through the list, Space ticks, Esc closes it and gives the focus back to the button; a tick
 * applies at once (the figures ask again).
 */
function FilterMenu({ name, label, options, filters, onChange }: {
  name: FilterName;
  label: string;
  options: readonly { value: string; label: string }[];
  filters: MetricFilters;
  onChange(filters: MetricFilters): void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const chosen = new Set(filters[name] ?? []);

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLInputElement>("input")?.focus();
    // A click elsewhere closes the list.
    const away = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", away);
    return () => document.removeEventListener("mousedown", away);
  }, [open]);

  const toggle = (value: string) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange({ ...filters, [name]: options.map((o) => o.value).filter((v) => next.has(v)) });
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={box} className="relative">
      <button ref={button} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} data-filter={name}
        className={`h-7 rounded border px-2.5 text-sm ${chosen.size ? "border-primary bg-primary-soft text-primary-ink" : "border-gray-300 bg-white text-gray-800 hover:text-primary-active"}`}
        onClick={() => setOpen((v) => !v)}>
        {label}：{filterSummary(name, filters)} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <fieldset id={panelId} className="absolute left-0 top-full z-20 mt-1 min-w-40 rounded border border-gray-200 bg-white p-2 shadow-lg"
          onKeyDown={(e) => {
            if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); close(); return; }
            if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
            const inputs = [...e.currentTarget.querySelectorAll<HTMLInputElement>("input")];
            const at = inputs.indexOf(document.activeElement as HTMLInputElement);
            e.preventDefault();
            inputs[(at + (e.key === "ArrowDown" ? 1 : -1) + inputs.length) % inputs.length]?.focus();
          }}>
          <legend className="sr-only">{label}</legend>
          {options.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-gray-50">
              <input type="checkbox" checked={chosen.has(o.value)} onChange={() => toggle(o.value)} />
              {o.label}
            </label>
          ))}
          <button type="button" className="mt-1 w-full rounded px-2 py-1 text-left text-sm text-primary-active hover:bg-gray-50" onClick={close}>完成</button>
        </fieldset>
      )}
    </div>
  );
}

/** The top bar's filters (commerce.md §7.0): 下单端, 支付方式, 订单类型, and 清除筛选 when any is chosen. */
export function FilterBar({ filters, onChange, names = FILTERS.map((f) => f.name) }: {
  filters: MetricFilters;
  onChange(filters: MetricFilters): void;
  /** The filters the page offers (all three by default). */
  names?: readonly FilterName[];
}) {
  return (
    <div role="group" aria-label="筛选" className="flex flex-wrap items-center gap-2" data-testid="dashboard-filters">
      {FILTERS.filter((f) => names.includes(f.name)).map((f) => (
        <FilterMenu key={f.name} name={f.name} label={f.label} options={f.options} filters={filters} onChange={onChange} />
      ))}
      {anyFilter(filters) && (
        <button type="button" className="h-7 px-1 text-sm text-primary-active hover:underline" onClick={() => onChange({})}>清除筛选</button>
      )}
    </div>
  );
}
