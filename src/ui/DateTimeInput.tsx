import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { DayPicker } from "react-day-picker";
import { zhCN } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { Input } from "./input";

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar's day for the text's date (a wall date: the calendar knows no time zone). */
function dayOf(text: string): Date | undefined {
  const m = DAY.exec(text.trim());
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** The text with its date replaced by the picked day, keeping a typed time (00:00 when there is none). */
function withDay(text: string, day: Date, withTime: boolean): string {
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  if (!withTime) return date;
  const time = /\d{2}:\d{2}/.exec(text.slice(10))?.[0] ?? "00:00";
  return `${date} ${time}`;
}

/**
 * A date, or a date and time, written `YYYY-MM-DD HH:mm` whatever the browser's language (a native
 * date input follows the browser: `mm/dd/yyyy, --:-- --` in an English one). Typed text is the value;
 * the calendar (react-day-picker, in Chinese) is a help: ↓ or the button opens it, the arrow keys move
 * by day and week, Enter picks, Esc closes it and leaves the focus in the text. Times are China time:
 * the caller reads the text with fromShanghaiInput.
 */
export function DateTimeInput({ value, onChange, withTime, ref, id, className, size, label, ...rest }: {
  value: string;
  onChange(text: string): void;
  withTime: boolean;
  ref?: Ref<HTMLInputElement> | undefined;
  id?: string | undefined;
  className?: string | undefined;
  size?: "sm" | "md" | undefined;
  /** The calendar button's name (`选择支付时间（起）`). */
  label: string;
  disabled?: boolean | undefined;
  "aria-invalid"?: boolean | undefined;
  "aria-required"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const text = value.replace("T", " ");
  const selected = dayOf(text);
  const close = () => {
    setOpen(false);
    input.current?.focus();
  };
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && !rest.disabled) {
      e.preventDefault();
      setOpen(true);
    }
  };
  // Esc closes the calendar only: not the filter bar's Esc (back to the grid), nor the slide-over or
  // dialog around it, which listen on the document before React's handlers: catch it on the window first.
  useEffect(() => {
    if (!open) return;
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      input.current?.focus();
    };
    window.addEventListener("keydown", onEscape, true);
    return () => window.removeEventListener("keydown", onEscape, true);
  }, [open]);
  // Enter on a day picks it (the day is a button); it must not also submit the form around it.
  const onPopoverKey = (e: KeyboardEvent) => {
    if (e.key === "Enter") e.stopPropagation();
  };
  const setRefs = (el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof ref === "function") ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <span className="relative inline-flex items-center">
      <Input {...rest} id={id} ref={setRefs} size={size} className={className} value={text} inputMode="numeric" autoComplete="off"
        placeholder={withTime ? "YYYY-MM-DD HH:mm" : "YYYY-MM-DD"}
        // A text field that opens a calendar: a combobox whose popup is a dialog (aria-expanded is not allowed on a plain textbox).
        role="combobox" aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? popoverId : undefined}
        onChange={(e) => onChange(e.target.value.replace("T", " "))} onKeyDown={onInputKey} />
      <button type="button" tabIndex={-1} aria-label={label} title="打开日历（↓）" disabled={rest.disabled}
        className="absolute right-1 px-1 text-gray-500 hover:text-gray-800" onClick={() => (open ? close() : setOpen(true))}>
        <svg aria-hidden viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor"><rect x="2" y="3" width="12" height="11" rx="1" /><path d="M2 6h12M5 1.5v3M11 1.5v3" /></svg>
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label="选择日期" data-testid="date-popover" onKeyDown={onPopoverKey}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== input.current) setOpen(false);
          }}
          className="absolute left-0 top-full z-50 mt-1 rounded border border-gray-200 bg-white p-2 text-sm shadow-lg">
          <DayPicker mode="single" locale={zhCN} autoFocus selected={selected} defaultMonth={selected ?? new Date()} captionLayout="dropdown"
            startMonth={new Date(1900, 0)} endMonth={new Date(2100, 11)}
            onSelect={(day) => {
              if (day) onChange(withDay(text, day, withTime));
              close();
            }} />
          <p className="px-1 text-xs text-gray-500">方向键选日，Enter 选定，Esc 关闭{withTime ? "；时间在输入框里改" : ""}</p>
        </div>
      )}
    </span>
  );
}
