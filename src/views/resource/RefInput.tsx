import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { resourceByName } from "../../catalogue/registry";
import { jsonq } from "../../rpc/listPayload";
import { resourceClient } from "../../rpc/resourceClient";
import type { FieldInputProps } from "./inputs/types";
import type { TextInputProps } from "./inputProps";

/**
 * A searchable picker for a reference: type part of the other record's name, ↑/↓ to choose, Enter to
 * take it, Esc to close. The value is the chosen record's Id.
 */
export function RefInput({ field, id, value, disabled, invalid, onChange, inputRef }: TextInputProps) {
  const target = resourceByName(field.ref ?? "");
  const client = useMemo(() => (target ? resourceClient(target) : null), [target]);
  const [text, setText] = useState("");
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);

  const chosen = useQuery({
    queryKey: ["refName", field.ref, value],
    queryFn: async () => (await client!.get(Number(value), { silent: true })).data,
    enabled: client !== null && value !== "" && Number.isInteger(Number(value)),
    staleTime: 60_000,
  });
  const matches = useQuery({
    queryKey: ["refSearch", field.ref, debounced],
    queryFn: ({ signal }) => client!.list({
      page: { skip: 0, limit: 10 }, cond: { jsonq: jsonq(debounced ? { [target!.titleField]: debounced } : {}) },
      sort: target!.defaultSort, mask: { fields: [target!.titleField] },
    }, { signal }),
    enabled: open && client !== null,
  });
  const options = matches.data?.data ?? [];
  const title = chosen.data ? String(chosen.data[target?.titleField ?? "Id"] ?? "") : "";
  const listId = `${id}-options`;

  const pick = (i: number) => {
    const o = options[i];
    if (!o) return;
    onChange(String(o.Id));
    setOpen(false);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      pick(active);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <div className="flex gap-2">
        <input id={id} ref={inputRef} role="combobox" aria-expanded={open} aria-controls={listId} aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined} aria-invalid={invalid || undefined}
          disabled={disabled} value={open ? text : value === "" ? "" : `${title || "…"}（#${value}）`}
          placeholder={`搜索${target?.label ?? ""}名称`}
          onFocus={() => !disabled && setOpen(true)} onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded border border-gray-300 px-3 py-1.5 focus:border-primary disabled:bg-gray-50 disabled:text-gray-600" />
        {value !== "" && !disabled && (
          <button type="button" onClick={() => onChange("")} className="shrink-0 rounded border border-gray-300 px-2 text-sm hover:border-primary">清除</button>
        )}
      </div>
      {open && (
        <ul id={listId} role="listbox" className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg">
          {matches.isPending ? <li className="px-3 py-1.5 text-gray-600">搜索中…</li> : options.length === 0 ? (
            <li className="px-3 py-1.5 text-gray-600">没有匹配的{target?.label}</li>
          ) : options.map((o, i) => (
            <li key={o.Id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(i)}
              className={`cursor-pointer px-3 py-1.5 ${i === active ? "bg-primary-soft text-primary-active" : ""}`}>
              {String(o[target?.titleField ?? "Id"] ?? "")} <span className="text-xs text-gray-600">#{o.Id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The editor's generic input props, for the kind map (loaded lazily). */
export default function RefInputForField(props: FieldInputProps) {
  return <RefInput {...props} value={typeof props.value === "string" ? props.value : ""} onChange={props.onChange} />;
}
