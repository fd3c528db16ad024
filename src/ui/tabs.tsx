import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "./cn";

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
}

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): ←/→, Home and End move between them, only the
 * chosen one is in the Tab order. Each tab controls the panel `{id}-panel-{value}`. Labels never break:
 * tabs wider than their panel (the visitor's ten) go on to a second row, all of them in sight.
 */
function TabList({ id, label, items, value, onValueChange, className }: {
  id: string;
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange(value: string): void;
  className?: string;
}) {
  const go = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((t) => t.value === value);
    const to = e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? items.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = items[(to + items.length) % items.length];
    if (!next) return;
    onValueChange(next.value);
    e.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${next.value}`)}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} data-slot="tab-list" onKeyDown={go} className={cn("flex flex-wrap gap-x-1 border-b border-gray-200", className)}>
      {items.map((t) => (
        <button key={t.value} id={`${id}-tab-${t.value}`} type="button" role="tab" aria-selected={t.value === value} aria-controls={`${id}-panel-${t.value}`}
          tabIndex={t.value === value ? 0 : -1} onClick={() => onValueChange(t.value)} data-slot="tab"
          className={cn("-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2", t.value === value ? "border-primary text-primary-active" : "border-transparent text-gray-600 hover:text-gray-900")}>
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** One tab's panel; hidden (not unmounted) while another tab is chosen, so what was typed stays. */
function TabPanel({ id, value, current, className, children }: { id: string; value: string; current: string; className?: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${id}-panel-${value}`} aria-labelledby={`${id}-tab-${value}`} hidden={value !== current} data-slot="tab-panel" className={className}>
      {children}
    </div>
  );
}

export { TabList, TabPanel };
