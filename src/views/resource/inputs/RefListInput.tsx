import { useQueryClient } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { resourceByName } from "../../../catalogue/registry";
import { Combobox } from "../../../ui/combobox";
import { refLine, type RefAnswer } from "../format";
import { useRefTitle } from "../list/refTitles";
import { useRecordOptions } from "../useRecordOptions";
import { fixedScope } from "../form/refScope";
import type { FieldInputProps } from "./types";

/** The Ids a json list input holds now (its text), or none while it does not parse. */
function idsOf(value: unknown): number[] {
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

function Chip({ resource, id, onRemove, disabled }: { resource: string; id: number; onRemove(): void; disabled: boolean }) {
  const answer = useRefTitle(resource, id);
  const name = refLine(answer, id);
  return (
    <li className="inline-flex items-center gap-1 rounded border border-gray-300 bg-gray-50 py-0.5 pl-2 pr-1 text-sm" data-testid="ref-chip">
      <span>{name}</span>
      {!disabled && (
        <button type="button" className="rounded px-1 text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={`移除「${name}」`} onClick={onRemove}>×</button>
      )}
    </li>
  );
}

/**
 * A list of references picked by name (指定课程): each chosen record is a chip with its name and a
 * remove button; type to search, ↑/↓ and Enter add one, Backspace in the empty search removes the
 * last; ↑/↓, Home/End and Esc as every list (listKeys.ts). The value stays the json list of Ids the server
 * checks, in the order picked; with `refScope` only the records the server accepts are offered.
 */
export default function RefListInput({ field, id, value, disabled, invalid, onChange, inputRef }: FieldInputProps) {
  const target = resourceByName(field.ref ?? "");
  const [query, setQuery] = useState("");
  // A scoped picker (FieldDef.refScope) searches only what the server accepts; unresolved, it waits.
  const scope = fixedScope(field);
  const { options, loading } = useRecordOptions(target, query, !disabled && scope !== null, scope ?? undefined);
  const queries = useQueryClient();
  const ids = idsOf(value);
  const save = (next: number[]) => onChange(next.length === 0 ? "" : JSON.stringify(next));
  const add = (o: { value: string; label: string }) => {
    const picked = Number(o.value);
    const named: RefAnswer = { state: "title", title: o.label };
    queries.setQueryData(["refTitle", target?.name, picked], named);
    if (!ids.includes(picked)) save([...ids, picked]);
    setQuery("");
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Backspace" && query === "" && ids.length > 0) save(ids.slice(0, -1));
  };
  return (
    <div onKeyDown={onKeyDown}>
      {ids.length > 0 && (
        <ul className="mb-1 flex flex-wrap gap-1" aria-label={`已选${field.label}`}>
          {ids.map((n) => <Chip key={n} resource={target?.name ?? ""} id={n} disabled={disabled} onRemove={() => save(ids.filter((x) => x !== n))} />)}
        </ul>
      )}
      <Combobox id={id} inputRef={inputRef} display="" query={query} onQueryChange={setQuery} options={options.filter((o) => !ids.includes(Number(o.value)))}
        loading={loading} onSelect={add} placeholder={`搜索${target?.label ?? ""}名称，回车添加`} emptyText={`没有匹配的${target?.label ?? ""}`}
        disabled={disabled} invalid={invalid} />
    </div>
  );
}
