import type { Ref } from "react";
import { cn } from "./cn";
import { controlVariants } from "./input";
import { useListKeys } from "./listKeys";

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
  /** Shown quieter after the label (an Id, a code). */
  readonly hint?: string;
}

interface ComboboxProps {
  id: string;
  /** What the input shows while the list is closed: the chosen option's name, or "". */
  display: string;
  query: string;
  onQueryChange(query: string): void;
  options: readonly ComboboxOption[];
  loading?: boolean;
  onSelect(option: ComboboxOption): void;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  "aria-label"?: string;
  className?: string;
}

/**
 * A searchable choice: type to search (the owner fetches `options` for `query`), ↑/↓ (Home/End) to
 * move, Enter to take, Esc to close the list without closing the dialog around it (listKeys.ts). ARIA 1.2 combobox.
 */
function Combobox({ id, display, query, onQueryChange, options, loading, onSelect, placeholder, emptyText = "没有匹配的选项", disabled, invalid, autoFocus, inputRef, className, ...aria }: ComboboxProps) {
  const list = useListKeys(options.length);
  const pick = (i: number) => {
    const option = loading ? undefined : options[i];
    if (!option) return;
    onSelect(option);
    list.setOpen(false);
    onQueryChange("");
  };
  const { open, current } = list;
  const listId = `${id}-options`;

  return (
    <div data-slot="combobox" className={cn("relative", className)}>
      <input id={id} ref={inputRef} role="combobox" {...list.inputProps} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined} aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined} aria-label={aria["aria-label"]} autoFocus={autoFocus} autoComplete="off"
        disabled={disabled} value={open ? query : display} placeholder={placeholder}
        onFocus={() => !disabled && list.setOpen(true)} onBlur={() => list.setOpen(false)}
        onChange={(e) => {
          onQueryChange(e.target.value);
          list.ask();
          list.setActive(0);
        }}
        onKeyDown={(e) => list.onKeyDown(e, pick)} className={controlVariants()} />
      {open && (
        <ul id={listId} role="listbox" data-slot="combobox-list" className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg">
          {loading ? <li className="px-3 py-1.5 text-gray-600">搜索中…</li> : options.length === 0 ? (
            <li className="px-3 py-1.5 text-gray-600">{emptyText}</li>
          ) : options.map((o, i) => (
            // mousedown would blur the input and close the list before the click lands
            <li key={o.value} id={`${listId}-${i}`} role="option" aria-selected={i === current} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(i)}
              className={cn("cursor-pointer px-3 py-1.5", i === current && "bg-primary-soft text-primary-active")}>
              {o.label}{o.hint && <span className="ml-1 text-xs text-gray-600">{o.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { Combobox };
