import { useState, type KeyboardEvent, type Ref } from "react";
import { cn } from "./cn";
import { controlVariants } from "./input";

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
 * A searchable choice: type to search (the owner fetches `options` for `query`), ↑/↓ to move,
 * Enter to take, Esc to close the list without closing the dialog around it. ARIA 1.2 combobox.
 */
function Combobox({ id, display, query, onQueryChange, options, loading, onSelect, placeholder, emptyText = "没有匹配的选项", disabled, invalid, autoFocus, inputRef, className, ...aria }: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${id}-options`;
  const current = Math.max(0, Math.min(active, options.length - 1));

  const pick = (i: number) => {
    const option = loading ? undefined : options[i];
    if (!option) return;
    onSelect(option);
    setOpen(false);
    onQueryChange("");
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (open) setActive(Math.min(options.length - 1, current + 1));
      setOpen(true);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive(Math.max(0, current - 1));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      pick(current);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div data-slot="combobox" className={cn("relative", className)}>
      <input id={id} ref={inputRef} role="combobox" aria-expanded={open} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined} aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined} aria-label={aria["aria-label"]} autoFocus={autoFocus} autoComplete="off"
        disabled={disabled} value={open ? query : display} placeholder={placeholder}
        onFocus={() => !disabled && setOpen(true)} onBlur={() => setOpen(false)}
        onChange={(e) => {
          onQueryChange(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown} className={controlVariants()} />
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
